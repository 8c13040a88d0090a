package classify

// viewWriteWords: a write issued inside a transaction the program itself
// opened read-only, in the embedded key-value stores' own sentinels (set
// 1533, captured live): bbolt's (and buntdb's) ErrTxNotWritable "tx not
// writable" from a Put or CreateBucket inside DB.View, Badger's
// ErrReadOnlyTxn "No sets or deletes are allowed in a read-only
// transaction" from a Set inside DB.View or NewTransaction(false). The
// store is writable and nothing refused the caller: the write belongs in
// DB.Update, a repair of the call (invalid). They sit ahead of Ansible's
// "not writable" (a destination the user may not write, denied), and
// pgPreset yields Badger's sentence to them (embeddedViewWrite);
// PostgreSQL's 25006 "cannot execute INSERT in a read-only transaction", a
// server's or session's mode, keeps premise, and a store opened read-only
// (bbolt's "database is in read-only mode", wording.go lifecycleWords)
// keeps premise.
var viewWriteWords = []pattern{
	{text: "tx not writable", kind: invalid, word: true, reason: "a write inside a read-only transaction the program opened (bbolt/buntdb DB.View): make it in DB.Update"},
	{text: badgerViewWrite, kind: invalid, reason: "a write inside a read-only transaction the program opened (Badger DB.View): make it in DB.Update"},
}

// embeddedViewWrite reports Badger's ErrReadOnlyTxn sentence, which
// pgPreset's 25006 words ("read-only transaction") would otherwise read.
func embeddedViewWrite(text string) bool {
	return hasFold(text, badgerViewWrite)
}

// badgerViewWrite is Badger's ErrReadOnlyTxn.
const badgerViewWrite = "no sets or deletes are allowed in a read-only transaction"

// sameProcessLockWords: an embedded store's lock file already held by the
// very process that opens it again: Pebble's "lock held by current
// process" (set 1533, captured live: a second pebble.Open of one
// directory), RocksDB's "lock hold by current process", LevelDB's
// env_posix.cc "lock .../LOCK: already held by process". No other holder
// will release it and no wait helps: the program already has the store
// open, and the step must use that handle or close it first (premise). A
// lock another process holds ("Resource temporarily unavailable", Badger's
// "Another process is using this Badger database") stays a wait.
var sameProcessLockWords = []pattern{
	{text: "lock held by current process", kind: premise, reason: "the store's lock file is held by this same process (Pebble): the store is already open here; use that handle or close it first"},
	{text: "lock hold by current process", kind: premise, reason: "the store's lock file is held by this same process (RocksDB): the store is already open here; use that handle or close it first"},
	{text: "lock: already held by process", kind: premise, reason: "the store's lock file is held by this same process (LevelDB): the store is already open here; use that handle or close it first"},
}
