import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { runOperatorCommand } from './operator-commands';

/** The operator CLI (`npm run cli -- <command>`): the commands are in operator-commands.ts. */
if (existsSync('.env')) process.loadEnvFile('.env');
runOperatorCommand(process.argv[2], process.argv[3])
  .then((message) => {
    console.log(message);
    process.exit(0);
  })
  .catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
