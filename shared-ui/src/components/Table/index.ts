export { Table, TableCaption, TableHeader, TableBody, TableFooter, TableRow, TableHead, TableCell } from './Table';
