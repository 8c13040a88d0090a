package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// couchbaseSentinels are the Couchbase SDKs' shared error names (SDK RFC
// 58, "Shared Error Definitions"), as gocbcore and gocb spell them
// (gocbcore error.go: ErrDocumentExists = errors.New("document exists"),
// ErrDurabilityImpossible, ErrMutationLost, ...). A Go agent meets them
// bare, wrapped as the last link of a chain, or as gocb's KeyValueError,
// "<name> | {json context}" (gocb error_wrapping.go). Each name is the
// SDK's verdict on the server's status, so it is read whole: a sentence
// that merely contains the words ("check that the document exists") is
// not one (set 1446).
//
// "document not found" is set 896's empty point read (ormrow.go
// keyHoldsNothing) and stays there; "cas mismatch" is the stale-copy
// ruling's premise (read the document again, then repeat the change).
var couchbaseSentinels = []struct {
	name   string
	kind   rung.Kind
	reason string
}{
	{"document exists", conflict, "Couchbase DocumentExists: the key the insert was to create is already there"},
	{"path exists", conflict, "Couchbase PathExists: the sub-document path the insert was to create is already there"},
	{"collection exists", conflict, "Couchbase CollectionExists: the collection is already there"},
	{"scope exists", conflict, "Couchbase ScopeExists: the scope is already there"},
	{"bucket exists", conflict, "Couchbase BucketExists: the bucket is already there"},
	{"user exists", conflict, "Couchbase UserExists: the user is already there"},
	{"index exists", conflict, "Couchbase IndexExists: the index is already there"},
	{"dataset exists", conflict, "Couchbase DatasetExists: the analytics dataset is already there"},
	{"dataverse exists", conflict, "Couchbase DataverseExists: the dataverse is already there"},
	{"cas mismatch", premise, "Couchbase CasMismatch: the document changed since it was read (the stale-copy ruling): read it again, then repeat the change"},
	{"durability impossible", premise, "Couchbase DurabilityImpossible: the bucket has too few replica nodes for the requested durability: the cluster must change, not the wait"},
	{"durability level not available", premise, "Couchbase DurabilityLevelNotAvailable: the cluster does not offer the requested durability level"},
	{"document not locked", premise, "Couchbase DocumentNotLocked: the unlock assumed a lock that is not held"},
	{"bucket not flushable", premise, "Couchbase BucketNotFlushable: flush is not enabled on the bucket"},
	{"mutation lost", ambiguous, "Couchbase MutationLost: an acknowledged write was lost in a failover: what the server holds must be checked"},
	{"durability ambiguous", ambiguous, "Couchbase DurabilityAmbiguous: whether the durable write committed is unknown"},
	{"document locked", transient, "Couchbase DocumentLocked: another holder's lock expires or is released"},
	{"temporary failure", transient, "Couchbase TemporaryFailure: the server is temporarily unable to serve the request"},
	{"durable write in progress", transient, "Couchbase DurableWriteInProgress: a prior durable write on the key is still completing"},
	{"durable write recommit in progress", transient, "Couchbase DurableWriteReCommitInProgress: a prior durable write on the key is being recommitted"},
	{"path mismatch", invalid, "Couchbase PathMismatch: the sub-document path does not fit the document's structure as the call names it"},
	{"path invalid", invalid, "Couchbase PathInvalid: the sub-document path is malformed"},
	{"path too big", invalid, "Couchbase PathTooBig: the sub-document path is too long"},
	{"path too deep", invalid, "Couchbase PathTooDeep: the sub-document path is too deep"},
	{"value not json", invalid, "Couchbase ValueNotJSON: the value sent is not JSON"},
	{"value too deep", invalid, "Couchbase ValueTooDeep: the value sent nests too deeply"},
	{"value invalid", invalid, "Couchbase ValueInvalid: the value sent is not valid for the operation"},
	{"delta invalid", invalid, "Couchbase DeltaInvalid: the counter delta is not valid"},
}

// couchbaseSentinel reads t as one of couchbaseSentinels: the whole text,
// the last link of a Go wrap chain ("save order 42: document exists"), or
// gocb's "<name> | {...}".
func couchbaseSentinel(t string) (Result, bool) {
	s := strings.TrimSpace(t)
	if i := strings.Index(s, " | {"); i > 0 {
		s = s[:i]
	}
	for _, e := range couchbaseSentinels {
		if strings.EqualFold(s, e.name) || len(s) > len(e.name)+2 && hasSuffixFold(s, e.name) && s[len(s)-len(e.name)-2:len(s)-len(e.name)] == ": " {
			return verdict(e.kind, e.reason)
		}
	}
	return Result{}, false
}

// surrealIndexTaken reads SurrealDB's unique-index refusal, "Database index
// `email` already contains 'a@b.c', with record `user:x`" (surrealdb core
// err IndexExists; set 1446, captured by gotong-royong against 3.0.0): the
// key the write would add is held by the named record, conflict, as its
// "Database record `x` already exists".
func surrealIndexTaken(t string) bool {
	i := indexFold(t, "database index `")
	return i >= 0 && hasFold(t[i:], "` already contains ") && hasFold(t[i:], ", with record `")
}
