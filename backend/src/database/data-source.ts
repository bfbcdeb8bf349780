import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Standalone data source for the TypeORM CLI (migration:generate / run): needs DATABASE_URL. */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to use the TypeORM CLI');
export default new DataSource(dataSourceOptions(url));
