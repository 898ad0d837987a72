export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card';
