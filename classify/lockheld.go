package classify

// lockLostWords: a release (or extension) of a lock the caller does not
// hold, in the lock service's own words: PostgreSQL's WARNING from
// pg_advisory_unlock (lock.c LockRelease "you don't own a lock of type
// %s"; functions-admin.html: "If the lock was not held, false is returned,
// and in addition, an SQL warning will be reported by the server"),
// bsm/redislock's ErrLockNotHeld "redislock: lock not held" ("returned when
// trying to release an inactive lock"), Consul's api ErrLockNotHeld "Lock
// not held", juju's fslock "lock not held", Apache Curator's
// IllegalMonitorStateException "You do not own the lock: <path>". The lock
// expired, was released, or went with the session that took it (a pooled
// connection, a lost Redis key): the plan's belief that this caller holds
// it is false, and the work it guarded may have run unguarded. No retry
// of the release helps: premise (set 166). A lock another holder has now
// stays a wait (lockNowWords, "lock timeout").
var lockLostWords = []pattern{
	{text: "don't own a lock", kind: premise, reason: "the caller released a lock it does not hold (it expired or went with its session): what it guarded may have run unguarded"},
	{text: "do not own the lock", kind: premise, reason: "the caller released a lock it does not hold (it expired or went with its session): what it guarded may have run unguarded"},
	{text: "lock not held", kind: premise, reason: "the caller released a lock it does not hold (it expired or went with its session): what it guarded may have run unguarded"},
	{text: "lock is not held", kind: premise, reason: "the caller released a lock it does not hold (it expired or went with its session): what it guarded may have run unguarded"},
	// Set 412: redis-py's Lock (lock.py LockNotOwnedError "Cannot release
	// a lock that's no longer owned", "Cannot extend a lock that's no
	// longer owned", "Cannot reacquire a lock that's no longer owned").
	{text: "lock that's no longer owned", kind: premise, reason: "the caller released a lock it no longer holds (its timeout passed): what it guarded may have run unguarded"},
	// Set 1328: etcd's client/v3/concurrency, live against etcd 3.4:
	// Mutex.Unlock of a lock this session does not hold, ErrLockReleased
	// "mutex: lock has already been released", and an Election's Proclaim
	// or Resign by a session that is not the elected leader,
	// ErrElectionNotLeader "election: not leader". Both say the caller's
	// belief that it holds the lock or the leadership is false.
	{text: "mutex: lock has already been released", kind: premise, reason: "the caller released a lock it does not hold (etcd ErrLockReleased): what it guarded may have run unguarded"},
	{text: "election: not leader", kind: premise, reason: "the caller acted as the elected leader and is not (etcd ErrElectionNotLeader): campaign or defer, a replan"},
}

// pgWarningMatcher reads a PostgreSQL warning (class 01) a tool reports as
// its failure: a lock the session does not hold, and (set 1196,
// heldrole.go) a GRANT or REVOKE that changed nothing for want of a grant
// option (grantOptionWords) and a setting the server must be restarted
// with, such as CREATE PUBLICATION's "wal_level is insufficient"
// (startOnlyWords).
var pgWarningMatcher = newMatcher(concat(lockLostWords, grantOptionWords, startOnlyWords, reindexSkipWords, maintenanceSkipWords))

// reindexSkipWords: set 1421. REINDEX's warnings that it passed an index
// by (indexcmds.c: "cannot reindex invalid index \"s.i\" concurrently,
// skipping", "cannot reindex exclusion constraint index ... concurrently,
// skipping", "cannot reindex system catalogs concurrently, skipping all",
// "skipping reindex of invalid index"), behind reindexdb's exit 0 or a
// REINDEX that succeeds: the call ran and the index it was for is not
// rebuilt (an invalid one stays invalid): ambiguous. pgsentence.go
// pgServerSentences files them as warnings (01000) where no SQLSTATE is
// printed.
var reindexSkipWords = []pattern{
	{text: "concurrently, skipping", kind: ambiguous, reason: "REINDEX CONCURRENTLY skipped the index: it was not rebuilt"},
	{text: "skipping reindex of invalid index", kind: ambiguous, reason: "REINDEX skipped an invalid index: it was not rebuilt"},
}

// maintenanceSkipWords: set 1440. VACUUM's and ANALYZE's warnings that
// they passed a table by for want of ownership or privilege, behind a
// command that succeeds (pgx returns no error, the notice comes through
// OnNotice; psql and vacuumdb exit 0): PostgreSQL 15's vacuum.c
// vacuum_is_relation_owner "skipping \"%s\" --- only superuser can vacuum
// it", "... only superuser or database owner can vacuum it", "... only
// table or database owner can vacuum it" (and "analyze it"), and 16's
// vacuum_is_permitted_for_relation "permission denied to vacuum \"%s\",
// skipping it" (and "analyze"). Nothing was done to the table and the
// reason is the caller's authority: denied, as grantOptionWords read a
// GRANT that granted nothing. The other skips keep their readings: "lock
// not available" (55P03, a wait) and "cannot vacuum non-tables or special
// system tables" (the object is not a table).
var maintenanceSkipWords = []pattern{
	{text: "owner can vacuum it", kind: denied, reason: "VACUUM skipped the table: only its owner (or the database's) may vacuum it"},
	{text: "owner can analyze it", kind: denied, reason: "ANALYZE skipped the table: only its owner (or the database's) may analyze it"},
	{text: "only superuser can vacuum it", kind: denied, reason: "VACUUM skipped the table: only a superuser may vacuum it"},
	{text: "only superuser can analyze it", kind: denied, reason: "ANALYZE skipped the table: only a superuser may analyze it"},
	{text: "permission denied to vacuum ", kind: denied, reason: "VACUUM skipped the table for want of the privilege (PostgreSQL 16+)"},
	{text: "permission denied to analyze ", kind: denied, reason: "ANALYZE skipped the table for want of the privilege (PostgreSQL 16+)"},
}
