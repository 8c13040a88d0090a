package classify

import "testing"

// First run at 22c52b85: 11/34 overall, 3/18 tricky.
// Tolerated: i1533-bolt-incompatible-value: unknown vs premise (one-off): bbolt's bare ErrIncompatibleValue "incompatible value" names neither a store nor a key; alone it cannot be told from an argument's type refusal.
// Tolerated: i1533-bolt-open-not-bolt-file: invalid vs premise (one-off): bbolt's bare ErrInvalid "invalid database" cannot be told from a refused database name or argument without the open's context.
// Tolerated: i1533-bolt-open-version-mismatch: unknown vs premise (one-off): bbolt's bare ErrVersionMismatch "version mismatch" carries no store noun or number, which the stored-version reading (storedversion.go, set 177) needs to tell a file's format from a sent API version.
// Tolerated: i1533-badger-options-valuethreshold: unknown vs invalid (one-off): Badger's own Options check ("Valuethreshold N greater than max batch size of M. Either reduce opt.ValueThreshold or increase opt.BaseTableSize.") is one library's wording.
// Tolerated: i1533-pebble-get-not-found: ambiguous vs premise (ruling): set 896's store point-read ruling (docs/taxonomy.md, ormrow.go keyHoldsNothing) reads Pebble's ErrNotFound as an empty read, as redis.Nil and sql.ErrNoRows.
// Tolerated: i1533-leveldb-get-not-found: ambiguous vs premise (ruling): the same set 896 ruling for goleveldb's ErrNotFound.
func TestIndependentCases1533(t *testing.T) {
	runIndependent(t, "testdata/independent1533.jsonl", true, "i1533-bolt-incompatible-value", "i1533-bolt-open-not-bolt-file", "i1533-bolt-open-version-mismatch", "i1533-badger-options-valuethreshold", "i1533-pebble-get-not-found", "i1533-leveldb-get-not-found")
}

// TestGeneralise1533StoreHandle: an embedded key-value store's *DB that is
// closed, or was opened read-only, refuses every later call alike: the
// handle ruling (premise), as database/sql's "sql: database is closed".
// bbolt ErrDatabaseNotOpen and ErrDatabaseReadOnly, Badger ErrDBClosed,
// goleveldb and Pebble ErrClosed and ErrReadOnly (set 1533, captured live).
// Near misses: a file or statement the program closed stays invalid, a
// connection a peer closed is no closed handle, a read-only file system
// stays premise, SQLite's SQLITE_READONLY keeps denied.
func TestGeneralise1533StoreHandle(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bbolt not open", "go", 0, "", "database not open", premise},
		{"bbolt not open, wrapped", "go", 0, "", "load run state: database not open", premise},
		{"badger closed", "go", 0, "", "DB Closed", premise},
		{"badger closed, wrapped", "go", 0, "", "badger update: DB Closed", premise},
		{"goleveldb closed", "go", 0, "", "leveldb: closed", premise},
		{"pebble closed", "go", 0, "", "pebble: closed", premise},
		{"bbolt read-only", "go", 0, "", "database is in read-only mode", premise},
		{"pebble read-only", "go", 0, "", "pebble: read-only", premise},
		{"goleveldb read-only", "go", 0, "", "put k1: leveldb: read-only mode", premise},
		{"database/sql closed (ruling)", "go", 0, "", "sql: database is closed", premise},
		{"near miss: file closed", "go", 0, "", "file already closed", invalid},
		{"near miss: statement closed", "go", 0, "", "sql: statement is closed", invalid},
		{"near miss: read-only fs", "go", 0, "", "open /data/state.db: read-only file system", premise},
		{"near miss: sqlite readonly", "sqlite", 0, "", "attempt to write a readonly database", denied},
		{"near miss: not opened", "go", 0, "", "database not opened yet", unk},
	})
}

// TestGeneralise1533TxEnded: an embedded store's transaction that has
// already ended (bbolt/buntdb ErrTxClosed "tx closed", Badger
// ErrDiscardedTxn, goleveldb's "transaction already closed") reads as
// database/sql's ErrTxDone by the transaction ruling: begin again from its
// start (premise). A write inside a transaction the program opened
// read-only (bbolt ErrTxNotWritable, Badger ErrReadOnlyTxn) is the call's
// own shape, invalid (kvstore.go); PostgreSQL's 25006 and Ansible's
// destination "not writable" keep premise and denied.
func TestGeneralise1533TxEnded(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bbolt tx closed", "go", 0, "", "tx closed", premise},
		{"buntdb tx closed, wrapped", "go", 0, "", "save session: tx closed", premise},
		{"badger discarded", "go", 0, "", "This transaction has been discarded. Create a new one", premise},
		{"goleveldb tx done", "go", 0, "", "leveldb: transaction already closed", premise},
		{"database/sql tx done (ruling)", "go", 0, "", "sql: transaction has already been committed or rolled back", premise},
		{"bbolt write in View", "go", 0, "", "tx not writable", invalid},
		{"bbolt write in View, wrapped", "go", 0, "", "put run 42: tx not writable", invalid},
		{"badger write in View", "go", 0, "", "No sets or deletes are allowed in a read-only transaction", invalid},
		{"near miss: postgres 25006", "go", 0, "", "ERROR: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)", premise},
		{"near miss: ansible destination", "", 0, "", "Destination /etc/app not writable", denied},
	})
}

// TestGeneralise1533LSMDamage: the embedded LSM stores' words for a
// damaged file of their own (Pebble "pebble/table: invalid table",
// "pebble: corrupt ...", "malformed manifest file"; goleveldb ErrCorrupted
// and its manifest, journal, batch and CURRENT forms; Badger's manifest
// checks; set 1533, captured live on flipped bytes): the store is damaged,
// restore or rebuild (premise, damaged.go). Near misses: an invalid table
// name and a manifest missing a field the request carries stay invalid;
// the point-read sentinels keep the set 896 ruling (ambiguous).
func TestGeneralise1533LSMDamage(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pebble checksum", "go", 0, "", "pebble/table: invalid table 000012 (checksum mismatch at 0/514)", premise},
		{"pebble magic", "go", 0, "", "pebble: backing file 000005 error: pebble/table: invalid table (bad magic number: 0xc4fcc7b68472d1bb)", premise},
		{"pebble footer", "go", 0, "", "pebble/table: invalid table (footer too short): 12", premise},
		{"pebble index", "go", 0, "", "pebble/table: corrupt index entry", premise},
		{"pebble manifest", "go", 0, "", "pebble: corrupt manifest", premise},
		{"pebble malformed manifest", "go", 0, "", `pebble: malformed manifest file "MANIFEST-000009" for DB "/var/lib/agent/kv"`, premise},
		{"goleveldb table", "go", 0, "", "leveldb/table: corruption on index-block (pos=12): checksum mismatch, want=0x1 got=0x2 [file=000007.ldb]", premise},
		{"goleveldb manifest", "go", 0, "", "leveldb: manifest corrupted (field 'comparer'): missing [file=MANIFEST-000003]", premise},
		{"goleveldb journal", "go", 0, "", "leveldb/journal: block/chunk corrupted: checksum mismatch (32768 bytes)", premise},
		{"goleveldb batch", "go", 0, "", "leveldb: batch corrupted: batch is too short", premise},
		{"goleveldb CURRENT", "go", 0, "", "leveldb/storage: corrupted or incomplete CURRENT file", premise},
		{"badger manifest length", "go", 0, "", "Buffer length: 93 greater than file size: 40. Manifest file might be corrupted", premise},
		{"badger manifest magic", "go", 0, "", "manifest has bad magic", premise},
		{"near miss: invalid table name", "go", 0, "", "invalid table name: users!", invalid},
		{"near miss: manifest field", "go", 0, "", "manifest is missing required field 'name'", invalid},
		{"near miss: pebble not found (ruling)", "go", 0, "", "pebble: not found", ambiguous},
	})
}

// TestGeneralise1533ReservedPrefix: a key or name that uses a prefix the
// software reserves, the prefix named between the words (Badger
// ErrInvalidKey "Key is using a reserved !badger! prefix", set 1533): the
// call's own key, invalid (reservedvalue.go reservedPrefixUse). Near
// misses name no prefix.
func TestGeneralise1533ReservedPrefix(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"badger reserved", "go", 0, "", "Key is using a reserved !badger! prefix", invalid},
		{"tag reserved", "go", 0, "", "tag key uses a reserved aws: prefix", invalid},
		{"label reserved", "", 0, "", "label name uses the reserved __ prefix", invalid},
		{"near miss: reserved slot", "go", 0, "", "seat 14A is using a reserved slot", unk},
		{"near miss: already reserved", "go", 0, "", "the prefix is already reserved", unk},
	})
}

// TestGeneralise1533SameProcessLock: a store's lock file held by the very
// process that opens it again (Pebble "lock held by current process", set
// 1533 captured live; RocksDB "lock hold by current process"; LevelDB
// "already held by process"): no other holder will release it, the store is
// already open here (premise, kvstore.go). A lock another process holds
// stays a wait.
func TestGeneralise1533SameProcessLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pebble", "go", 0, "", "lock held by current process", premise},
		{"pebble wrapped", "go", 0, "", "open kv store: lock held by current process", premise},
		{"rocksdb", "go", 0, "", "IO error: lock hold by current process, acquire time 1700000000 acquiring thread 140245: /var/lib/agent/kv/LOCK: No locks available", premise},
		{"leveldb c++", "", 0, "", "IO error: lock /var/lib/agent/kv/LOCK: already held by process", premise},
		{"near miss: other process, badger", "go", 0, "", `Cannot acquire directory lock on "/var/lib/agent/badger".  Another process is using this Badger database. err: resource temporarily unavailable`, transient},
		{"near miss: EAGAIN", "go", 0, "", "open /var/lib/agent/kv/LOCK: resource temporarily unavailable", transient},
	})
}
