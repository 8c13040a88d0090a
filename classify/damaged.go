package classify

// storeDamageWords: a store reporting that its own stored bytes are
// damaged (a TOAST chunk missing, a page past EOF, an index whose parent
// key is gone, a table marked crashed, a block whose checksum fails).
// PostgreSQL 15 raises several of these with elog, so they arrive under the
// generic XX000 internal_error rather than XX001/XX002 data_corrupted, and
// other stores use their own generic codes; the words are what proves the
// data damaged. A retry reads the same bytes and no argument repairs them:
// someone must restore or rebuild, so the plan's belief that the data is
// usable is false (premise), as for SQLITE_CORRUPT.
var storeDamageWords = append(rowMissingFromIndexWords(), []pattern{
	// postgres src/backend/access/common/detoast.c (REL_15) elog(ERROR,
	// "missing chunk number %d for toast value %u in %s") and its
	// "unexpected chunk number %d (expected %d) for toast value" sibling.
	{text: "missing chunk number", kind: premise, reason: "a stored value's TOAST chunk is missing: the data is corrupt"},
	{text: "unexpected chunk number", kind: premise, reason: "a stored value's TOAST chunks are out of order: the data is corrupt"},
	// postgres bufmgr.c "unexpected data beyond EOF in block %u of
	// relation %s" (hint: buggy kernels) and nbtinsert.c elog "failed to
	// re-find parent key in index \"%s\" for split pages".
	{text: "unexpected data beyond eof in block", kind: premise, reason: "the relation's file holds data past its end: storage is damaged"},
	{text: "failed to re-find parent key in index", kind: premise, reason: "the index's tree is damaged: rebuild it (REINDEX)"},
	// MySQL ER_NOT_KEYFILE 1034 "Incorrect key file for table '%s'; try to
	// repair it" and ER_CRASHED_ON_USAGE 1194 "Table '%s' is marked as
	// crashed and should be repaired".
	{text: "incorrect key file for table", kind: premise, reason: "the table's index file is damaged: repair it"},
	{text: "is marked as crashed", kind: premise, reason: "the table is marked crashed: repair it"},
	// WiredTiger (MongoDB) block manager "read checksum error for %uB
	// block at offset %u": the bytes on disk are not what was written.
	{text: "read checksum error", kind: premise, reason: "a block read back fails its checksum: the stored data is damaged"},
	// Backup repositories checking their own stored bytes (set 1617):
	// restic's checker "Pack ID does not match, want X, got Y" (a pack's
	// content no longer hashes to its name) and its summary "Fatal:
	// repository contains errors"; borg's IntegrityError "Data integrity
	// error: Segment entry checksum mismatch [segment 2, offset 181]" and
	// its check summary "errors found". Restore or rebuild, no wait helps.
	{text: "pack id does not match", kind: premise, reason: "a restic pack's content does not hash to its id: the repository is damaged"},
	{text: "repository contains errors", kind: premise, reason: "the backup repository's check found damage: repair or rebuild it"},
	{text: "segment entry checksum mismatch", kind: premise, reason: "a borg segment entry fails its checksum: the repository is damaged"},
	// SQLite's PRAGMA integrity_check / quick_check report, which a tool
	// hands back as its error when the rows are not "ok" (set 224): the
	// call worked and its rows prove the file damaged. pragma.c heads each
	// database's findings "*** in database %s ***"; btree.c's checkTreePage
	// and checkRef/checkList lines can come without that header.
	{text: "*** in database ", kind: premise, reason: "SQLite integrity_check/quick_check found the database file damaged"},
	{text: "btreeinitpage() returns error code", kind: premise, reason: "SQLite integrity check: a b-tree page is unreadable: the file is damaged"},
	{text: "2nd reference to page", kind: premise, reason: "SQLite integrity check: a page is used twice: the file is damaged"},
	{text: "freelist leaf count too big on page", kind: premise, reason: "SQLite integrity check: the freelist is damaged"},
	{text: "wrong # of entries in index", kind: premise, reason: "SQLite integrity check: an index disagrees with its table: rebuild it (REINDEX)"},
	// set 1238: integrity_check's constraint findings (pragma.c "CHECK
	// constraint failed in %s", the table named after "in"), rows already
	// stored that break the declared CHECK; a write refused by a CHECK
	// reads "CHECK constraint failed: NAME" and keeps its reading.
	{text: "check constraint failed in ", kind: premise, reason: "SQLite integrity check: stored rows break the table's CHECK constraint: the data is not what the schema promises"},
	// set 377: the rest of an integrity check's findings about an index or
	// page, with or without the "*** in database" header: SQLite pragma.c
	// "row %d missing from index %s" and "non-unique entry in index %s",
	// btree.c "Multiple uses for byte %u of page %u"; PostgreSQL amcheck
	// (verify_nbtree.c) "heap tuple ... lacks matching index tuple within
	// index"; InnoDB CHECK TABLE "Index '%s' contains %lu entries, should be
	// %lu". The check ran; its rows prove the stored data damaged.
	{text: "non-unique entry in index", kind: premise, reason: "integrity check: a unique index holds duplicates: the data is damaged"},
	{text: "multiple uses for byte", kind: premise, reason: "SQLite integrity check: a page's bytes are used twice: the file is damaged"},
	{text: "lacks matching index tuple", kind: premise, reason: "amcheck: a heap tuple has no index entry: rebuild the index (REINDEX)"},
	{text: "entries, should be", kind: premise, reason: "CHECK TABLE: an index's entry count disagrees with its table: the data is damaged"},
	// Set 390: the file system itself reporting its on-disk metadata
	// damaged. Linux XFS and ext4 return EFSCORRUPTED, which is EUCLEAN
	// (117, strerror "Structure needs cleaning": Go's syscall table, glibc,
	// Python's OSError, Rust's "(os error 117)", coreutils and rsync); XFS
	// logs "Metadata corruption detected at ...". Every retry reads the same
	// damaged blocks; only fsck/xfs_repair or a restore helps: premise.
	{text: "structure needs cleaning", kind: premise, reason: "EUCLEAN: the file system's metadata is corrupt (needs fsck/xfs_repair)"},
	{text: "euclean", kind: premise, word: true, reason: "EUCLEAN: the file system's metadata is corrupt (needs fsck/xfs_repair)"},
	{text: "efscorrupted", kind: premise, word: true, reason: "EFSCORRUPTED: the file system's metadata is corrupt (needs fsck/xfs_repair)"},
	{text: "metadata corruption detected at", kind: premise, reason: "XFS found its on-disk metadata corrupt (needs xfs_repair)"},
	// Set 1346: git's object store damaged (live git 2.39, an emptied
	// loose object and a deleted tree): object-file.c "error: object file
	// <path> is empty", "loose object <id> (stored in <path>) is corrupt"
	// (also "packed object ..."), and a commit whose objects cannot be read,
	// "fatal: unable to parse commit <id>". Every command reads the same
	// bytes; git-fsck(1) finds what is lost and only another copy restores
	// it: premise.
	{text: "error: object file ", kind: premise, reason: "git: a loose object file is empty or unreadable: the repository is damaged"},
	{text: ") is corrupt", kind: premise, reason: "git: a stored object fails its check (loose or packed object is corrupt): the repository is damaged"},
	{text: "unable to parse commit ", kind: premise, reason: "git: a commit's objects cannot be read: the repository is damaged or incomplete"},
	// Set 1533: the embedded LSM stores' words for a damaged file of their
	// own (captured live by flipping bytes in a MANIFEST or table file):
	// Pebble's "pebble/table: invalid table ... (checksum mismatch ...)",
	// "(bad magic number ...)", "pebble/table: corrupt index entry",
	// "pebble: corrupt manifest", "pebble: malformed manifest file";
	// goleveldb's ErrCorrupted "leveldb/table: corruption on data-block",
	// "leveldb: manifest corrupted (field ...)", "leveldb/journal:
	// block/chunk corrupted", "leveldb: batch corrupted", "leveldb/storage:
	// corrupted or incomplete CURRENT file"; Badger's "Manifest file might
	// be corrupted" and "manifest has bad magic". "invalid" and "missing"
	// in them name the bytes on disk, not the call: restore or rebuild
	// (leveldb.RecoverFile), premise.
	{text: "pebble/table: invalid table", kind: premise, reason: "Pebble: an sstable on disk fails its checks (checksum, magic, footer): the store is damaged"},
	{text: "pebble/table: corrupt ", kind: premise, reason: "Pebble: an sstable's index is corrupt: the store is damaged"},
	{text: "pebble: corrupt ", kind: premise, reason: "Pebble: a manifest, log or keyspan on disk is corrupt: the store is damaged"},
	{text: "pebble: malformed manifest file", kind: premise, reason: "Pebble: the MANIFEST on disk is malformed: the store is damaged"},
	{text: "leveldb/table: corruption on ", kind: premise, reason: "goleveldb: a table block fails its checksum: the store is damaged (leveldb.RecoverFile)"},
	{text: "leveldb: manifest corrupted", kind: premise, reason: "goleveldb: the MANIFEST is corrupt: the store is damaged (leveldb.RecoverFile)"},
	{text: "leveldb/journal: block/chunk corrupted", kind: premise, reason: "goleveldb: the journal is corrupt: the store is damaged"},
	{text: "leveldb: batch corrupted", kind: premise, reason: "goleveldb: a journal batch is corrupt: the store is damaged"},
	{text: "corrupted or incomplete current file", kind: premise, reason: "goleveldb: the CURRENT file is corrupt: the store is damaged"},
	{text: "manifest file might be corrupted", kind: premise, reason: "Badger: a length read from the MANIFEST overruns the file: the store is damaged"},
	{text: "manifest has bad magic", kind: premise, reason: "Badger: the MANIFEST is not a Badger manifest: the store is damaged or foreign"},
	// Set 1635: etcd's backend opening a bbolt file that is not one:
	// mvcc/backend "cannot open database at <path> (invalid database)"
	// (bbolt ErrInvalid, etcd's panic at start, captured live with 8 KiB
	// of random bytes as member/snap/db). The parenthesised form is
	// etcd's wrap of bbolt's error; bbolt's bare "invalid database"
	// stays unread (set 1533).
	{text: "(invalid database)", kind: premise, reason: "etcd: the member's bbolt backend file is not a valid database: the data dir is damaged (restore from a snapshot)"},
}...)

// rowMissingFromIndexWords: SQLite pragma.c's "row %lld missing from index
// %s" (set 377), read only with the row number before it, so a request
// that lacks a field "missing from index request" keeps its reading.
func rowMissingFromIndexWords() []pattern {
	var ps []pattern
	for d := '0'; d <= '9'; d++ {
		ps = append(ps, pattern{text: string(d) + " missing from index ", kind: premise, reason: "integrity check: a table row is missing from an index: rebuild it (REINDEX)"})
	}
	return ps
}
