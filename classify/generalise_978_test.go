package classify

import "testing"

// First run at 10944076: 27/31 overall, 11/14 tricky.
// Tolerated: i978-pg-dropdb-inuse: transient vs premise (the 55006 ruling, revised after set 947: "database \"x\" is being accessed by other users" is transient): the other sessions may end by themselves, or the plan must close them or use WITH (FORCE); both readings hold.
// Tolerated: i978-go-readdir-file: premise vs invalid (the path ruling, revised at set 262: Go's "open x/y: not a directory" is premise, as os.ReadDir on a file cannot be told apart from a path through a file): here the call named the file itself, so invalid; the text cannot show which.
// Fixed later by the lead: i978-pg-truncate-fk (dependents.go holdsDependents: TRUNCATE refused for foreign-key references is premise, the lead's ruling after sets 908 and 978).
func TestIndependentCases978(t *testing.T) {
	runIndependent(t, "testdata/independent978.jsonl", true,
		"i978-pg-dropdb-inuse",
		"i978-go-readdir-file",
	)
}

func TestGeneralise978(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A stale version under an API's snake-case code, beside "modified by another".
		{name: "app 409 version_conflict", protocol: "http", status: 409, msg: `{"error":{"code":"version_conflict","message":"Order ord_1001 was modified by another request (expected version 3, current version 4)"}}`, want: premise},
		{name: "app 409 bare version_conflict", protocol: "http", status: 409, msg: `{"error":"version_conflict","message":"Resource was modified by another request"}`, want: premise},
		{name: "near: es 409 version conflict document exists", protocol: "http", status: 409, msg: `{"error":{"type":"version_conflict_engine_exception","reason":"[42]: version conflict, document already exists (current version [1])"},"status":409}`, want: conflict},
		// The same class (a write based on a stale version) from other software.
		{name: "elasticsearch 409 seqNo", protocol: "http", status: 409, msg: `{"error":{"root_cause":[],"type":"version_conflict_engine_exception","reason":"[42]: version conflict, required seqNo [7], primary term [1]. current document has seqNo [8] and primary term [1]"},"status":409}`, want: premise},
		{name: "couchdb 409 document update conflict", protocol: "http", status: 409, msg: `{"error":"conflict","reason":"Document update conflict."}`, want: premise},
		{name: "go-zookeeper bad version", protocol: "", msg: "zk: version conflict", want: premise},
		{name: "rails StaleObjectError", protocol: "", msg: "Attempted to update a stale object: Order.", want: premise},
		{name: "microsoft graph ErrorIrresolvableConflict", protocol: "http", status: 409, msg: `{"error":{"code":"ErrorIrresolvableConflict","message":"The send or update operation could not be performed because the change key passed in the request does not match the current change key for the item."}}`, want: premise},
		// Near misses: the same words, another kind.
		{name: "near: kubernetes object has been modified (the Kubernetes ruling)", protocol: "http", status: 409, msg: `Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`, want: transient},
		{name: "near: azure storage lease present", protocol: "http", status: 409, msg: "There is already a lease present.", want: transient},
		{name: "near: couchdb file_exists", protocol: "http", status: 412, msg: `{"error":"file_exists","reason":"The database could not be created, the file already exists."}`, want: conflict},
	})
}
