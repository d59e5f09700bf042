import * as migration_20261121_052507_initial from './20261121_052507_initial';

export const migrations = [
  {
    up: migration_20261121_052507_initial.up,
    down: migration_20261121_052507_initial.down,
    name: '20261121_052507_initial'
  },
];
