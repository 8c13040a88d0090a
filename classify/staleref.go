package classify

// staleRef reports a compare-and-swap on a ref or a file whose expected
// value moved on between the step's read and its write: git's "is at <sha>
// but expected <sha>" (refs/files-backend.c, "cannot lock ref"), which
// GitHub's contents and refs APIs pass on in a 409, Gitea's
// ErrSHADoesNotMatch "sha does not match [given: <sha>, expected: <sha>]",
// and GitLab's FileChangedError "has changed since you started editing it"
// (last_commit_id). Nothing the step makes is there (not conflict) and the
// call was right when it was read (not invalid): the copy the step holds
// is stale, premise by the stale-copy ruling (staleCopyReason). The sha forms count
// only with hex on both sides, so that "is a string but expected an
// integer" keeps its own reading.
//
// A file-editing tool says the same of a file on disk, in each editor's
// words (set 174): Claude Code's Edit/Write "File has been modified since
// read ... Read it again", Vim's "The file has been changed since reading
// it", VS Code's staleSaveError "The content of the file is newer", and a
// tool's own "changed/modified/replaced since it was read". MariaDB's
// "Record has changed since last read" (a transaction's snapshot,
// roomwords.go) does not carry these words and stays transient.
func staleRef(t string) bool {
	if hasAny(t, "changed since you started editing", "modified since read", "changed since reading it",
		"modified since reading it", "content of the file is newer", "changed since it was read",
		"modified since it was read", "replaced since it was read",
		// Set 781: ORMs' optimistic locking, the row's version moved past
		// the one the object was loaded with: Rails StaleObjectError,
		// Sequelize OptimisticLockError, Hibernate StaleObjectStateException,
		// Doctrine OptimisticLockException. Reload, then decide again.
		"a stale object: ", "update a stale model instance", "updated or deleted by another transaction",
		"the optimistic lock on an entity failed", "the optimistic lock failed, version",
		// Set 790: business applications' optimistic concurrency, told as
		// another person's save: QuickBooks Online 5010 Stale Object Error
		// "You and X were working on this at the same time", Business
		// Central "Another user has modified the record", SharePoint "made
		// concurrently by another user", Access "Another user edited this
		// record", Xero "modified by another user". A lock another user
		// holds now ("locked by another user") is not among them.
		"working on this at the same time", "another user has modified the record",
		"concurrently by another user", "another user edited this record",
		"has been modified by another user", "was changed by another user", "has been changed by another user",
		// LINQ to SQL ChangeConflictException "Row not found or changed.":
		// the row the update matched on its loaded values moved.
		"row not found or changed",
		// Set 823: .NET and JVM data layers' optimistic update that changed
		// fewer rows than it expected: EF Core and EF6
		// DbUpdateConcurrencyException "modified or deleted since entities
		// were loaded", Hibernate and NHibernate StaleStateException
		// "unexpected row count from update", LINQ to SQL
		// OrmLite "Optimistic concurrency check failed". Reload, then
		// decide again.
		"modified or deleted since entities were loaded", "unexpected row count from update",
		"optimistic concurrency check failed",
		// Set 1267: Gitea and Forgejo's merge with head_commit_id when the
		// head moved (ErrSHADoesNotMatch, 409 "head out of date"), and
		// Azure Repos' ref update status staleOldObjectId (the ref moved
		// since the oldObjectId was read).
		"head out of date", "\"updatestatus\":\"staleoldobjectid\"",
		// Set 1614: accounting files' row versions (MYOB AccountRight's
		// 409 IncorrectRowVersionSupplied, "an update operation requires a
		// valid RowVersion from the current entity being modified"): the
		// entity changed between the GET and the PUT. A RowVersion left
		// out of the PUT ("RowVersion is required") is the call's own.
		"incorrectrowversion", "requires a valid rowversion",
		// Set 1705: the AT Protocol's compare-and-swap (putRecord,
		// deleteRecord, applyWrites with swapRecord or swapCommit): the PDS
		// answers InvalidSwap "Record was at <cid>" or "Commit was at <cid>"
		// (@atproto/repo BadRecordSwapError, BadCommitSwapError), the record
		// or repo moved since the cid the step read. CIDs in base32 start
		// "bafy"; "null" says the record is gone.
		"\"error\":\"invalidswap\"", "record was at bafy", "commit was at bafy", "record was at null") {
		return true
	}
	// Set 1554: Microsoft FHIR Server's (Azure Health Data Services, Azure
	// API for FHIR) ResourceVersionConflict for an If-Match whose version
	// moved on, "The supplied version '3' did not match." (Resources.resx),
	// under 412 (R4) or 409 (STU3) with issue.code "conflict".
	if i := indexFold(t, "supplied version '"); i >= 0 && hasFold(t[i:], "' did not match") {
		return true
	}
	// Set 1600: TypeORM's OptimisticLockVersionMismatchError "The
	// optimistic lock on entity Member failed, version 7 was expected, but
	// is actually 2." (src/error/OptimisticLockVersionMismatchError.ts; the
	// date form "version <date> was expected"), the entity named where
	// Doctrine says "an entity". TypeORM's OptimisticLockCanNotBeUsedError
	// ("The optimistic lock can be used only with getOne() method.") is the
	// call's own and does not carry "failed".
	if i := indexFold(t, "the optimistic lock on entity "); i >= 0 && hasFold(t[i:], " failed, version ") {
		return true
	}
	const mark = " but expected "
	for i := range foldMatches(t, mark) {
		if hexRun(t[i+len(mark):]) >= 7 && hexBefore(t[:i]) >= 7 {
			return true
		}
	}
	const given = "does not match [given: "
	if i := indexFold(t, given); i >= 0 && hexRun(t[i+len(given):]) >= 7 {
		return true
	}
	return false
}

// isLowerHex reports a lower-case hex digit, as git and the forges print
// object names.
func isLowerHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' }

// hexRun is the length of the run of lower-case hex digits s begins with.
func hexRun(s string) int {
	n := 0
	for n < len(s) && isLowerHex(s[n]) {
		n++
	}
	return n
}

// hexBefore is the length of the run of lower-case hex digits s ends with.
func hexBefore(s string) int {
	n := 0
	for n < len(s) && isLowerHex(s[len(s)-1-n]) {
		n++
	}
	return n
}

const staleRefReason = "the ref or file moved on since the step read it (a stale compare-and-swap): read it again and repeat the change"

// The stale-copy ruling (issue 14): a write refused because the copy it was
// based on is stale (a version, revision, ETag, fingerprint or sha that the
// object has moved past; Kubernetes' resourceVersion is read apart, see
// k8sModifiedReason) is premise, as the dev
// sample reads a 412 on If-Match: the belief that the step holds the
// current copy is false, and sending the same write again fails the same
// way; the plan must read the object again first. Held-out sets written
// from the dev sample label it so (115, 125, 136, 147, 163, 165, 167;
// 131 alone transient); the older sets' transient lines are tolerated by
// id. A concurrent operation still running ("try again later", a lock
// held, a transaction in progress) stays transient: there time is the
// variable.
const staleCopyReason = "the object changed since the step read it (a stale version, revision, ETag or sha): read it again, then repeat the change"
