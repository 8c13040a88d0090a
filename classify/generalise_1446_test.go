package classify

import "testing"

// First run at 8094124c: 29/36 overall, 11/16 tricky.
// Tolerated: i1446-mongo-dump-cursor-notfound: premise vs transient (ruling): mongo.go reads CursorNotFound as the handle the next batch rests on being gone, premise (set 51, generalise_mongo_test.go); the dump is simply run again, which the ruling's "run the query again" also says.
func TestIndependentCases1446(t *testing.T) {
	runIndependent(t, "testdata/independent1446.jsonl", true, "i1446-mongo-dump-cursor-notfound")
}

// TestGeneralise1446CouchbaseSentinel: the Couchbase SDKs' shared error
// names (SDK RFC 58; couchbase/gocbcore error.go, errors.New("document
// exists") and the rest) are the SDK's verdict on the server's status and
// are read whole, as the last link of a Go chain, or as gocb's
// KeyValueError "<name> | {json}". A sentence that only contains the words
// keeps its other reading.
func TestGeneralise1446CouchbaseSentinel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"doc exists bare", "go", 0, "", "document exists", conflict},
		{"doc exists kv error", "go", 0, "", `document exists | {"status_code":2,"document_key":"order::42","bucket":"shop","collection":"_default","opaque":17}`, conflict},
		{"doc exists wrapped", "go", 0, "", "insert order 42: document exists", conflict},
		{"path exists", "go", 0, "", "path exists", conflict},
		{"collection exists", "go", 0, "", "create collection orders: collection exists", conflict},
		{"scope exists", "go", 0, "", "scope exists", conflict},
		{"durability impossible", "go", 0, "", "durability impossible", premise},
		{"durability impossible kv", "go", 0, "", `durability impossible | {"status_code":161,"document_key":"k"}`, premise},
		{"durability level not available", "go", 0, "", "durability level not available", premise},
		{"cas mismatch stale copy", "go", 0, "", `cas mismatch | {"status_code":2,"document_key":"k"}`, premise},
		{"not locked", "go", 0, "", "unlock session 9: document not locked", premise},
		{"mutation lost", "go", 0, "", "mutation lost", ambiguous},
		{"durability ambiguous", "go", 0, "", `durability ambiguous | {"status_code":163}`, ambiguous},
		{"locked", "go", 0, "", `document locked | {"status_code":9,"document_key":"k"}`, transient},
		{"recommit", "go", 0, "", "durable write recommit in progress", transient},
		{"path mismatch", "go", 0, "", "path mismatch", invalid},
		{"value not json", "go", 0, "", "value not json", invalid},
		// Near misses: the words inside a sentence, and set 896's empty point read.
		{"sentence exists", "go", 0, "", "check that the document exists before updating", unk},
		{"doc not found stays 896", "go", 0, "", `document not found | {"status_code":1,"document_key":"k"}`, ambiguous},
		{"path not found stays", "go", 0, "", "path not found", premise},
	})
}

// TestGeneralise1446SurrealIndex: SurrealDB's unique-index refusal names
// the index and the record that already holds the key (captured against
// SurrealDB 3.0.0): conflict, as its "Database record `x` already exists".
func TestGeneralise1446SurrealIndex(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"composite", "", 0, "", "Database index `uniq_entity_request` already contains ['thread:b', 'req-9'], with record `probe_idem:abc`", conflict},
		{"single", "", 0, "", "There was a problem with the database: Database index `email` already contains 'a@b.c', with record `user:x`", conflict},
		{"record exists", "", 0, "", "Database record `user:john` already exists", conflict},
		// Near miss: no record named, not SurrealDB's refusal.
		{"list contains", "", 0, "", "the allow list already contains 3 entries", unk},
	})
}

// TestGeneralise1446MongoWriteConflict: MongoDB's WriteConflict (112) ends
// with the server's own ask to retry, whatever frame the driver puts round
// it (error_codes.yml; Morphium PR 184): transient, before "is disabled"
// reads a switched-off feature.
func TestGeneralise1446MongoWriteConflict(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"plan yield", "", 0, "", "MongoServerError: Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.", transient},
		{"caused by", "java", 0, "", "Command failed with error 112: 'Caused by :: Write conflict during plan execution and yielding is disabled.'", transient},
		{"closing words", "", 0, "", "WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.", transient},
		// Near misses: a feature that is disabled, and another Mongo code.
		{"disabled feature", "", 0, "", "(IllegalOperation) Change streams are disabled on this cluster", invalid},
		{"duplicate key", "go", 0, "", "write exception: write errors: [E11000 duplicate key error collection: app.users index: email_1 dup key: { email: \"x@y.z\" }]", conflict},
	})
}

// TestGeneralise1446ArangoErrorNum: ArangoDB's envelope is read by its
// errorNum (lib/Basics/errors.dat): 1200 is a write-write conflict under
// any status but 412, where a stale _rev keeps the stale-copy ruling; the
// storage and cluster numbers that say wait are transient.
func TestGeneralise1446ArangoErrorNum(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1200 bare word", "http", 409, "", `{"code":409,"error":true,"errorNum":1200,"errorMessage":"conflict"}`, transient},
		{"1200 spaced", "http", 409, "", `{"error": true, "errorMessage": "write-write conflict", "code": 409, "errorNum": 1200}`, transient},
		{"1302", "http", 500, "", `{"code":500,"error":true,"errorNum":1302,"errorMessage":"operation should be tried again"}`, transient},
		{"1457", "http", 500, "", `{"code":500,"error":true,"errorNum":1457,"errorMessage":"timeout in cluster operation"}`, transient},
		// Near misses: a stale _rev, a unique key, a missing database.
		{"1200 under 412", "http", 412, "", `{"code":412,"error":true,"errorNum":1200,"errorMessage":"conflict, _rev values do not match"}`, premise},
		{"1210", "http", 409, "", `{"code":409,"error":true,"errorNum":1210,"errorMessage":"unique constraint violated - in index primary of type primary over '_key'; conflicting key: k1"}`, conflict},
		{"1228", "http", 404, "", `{"code":404,"error":true,"errorNum":1228,"errorMessage":"database not found"}`, premise},
		{"not an error envelope", "http", 409, "", `{"error":false,"errorNum":1200}`, conflict},
	})
}
