/**
 * The data dir cannot be used as it is (a damaged or foreign database, an unreadable JSON file to migrate). The
 * message is one line that names the file and says what to do; the CLI prints it as is and exits 1.
 */
export class StorageError extends Error {
  override name = 'StorageError';
}
