package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a106afc: 26/33 overall, 8/14 tricky.
// Tolerated: i824-sqlx-rownotfound: premise vs ambiguous (the taxonomy's ruling that sql.ErrNoRows and "no rows" wordings are ambiguous, docs/taxonomy.md and goerr.go/generic.go "no rows"): sqlx's RowNotFound from fetch_one is an empty result where a row was needed (DESIGN's ambiguous) as much as a missing record (premise); both readings hold.
// Tolerated: i824-diesel-checkviol-debug: invalid vs premise (postgres.go guardsState: a check constraint that guards a stock or balance floor reads as the state the step assumed not being there): the quantity supplied breaks the rule (invalid) and the stock it would draw from is short (premise); both readings hold.
// Tolerated: i824-io-addrinuse: conflict vs premise (goerr.go ruling "EADDRINUSE: another process holds the address (the plan's choice of port is wrong)"): the holder may be a prior instance of the same server (conflict) or another program (premise); both readings hold.
// Tolerated: i824-tokio-mpsc-closed: premise vs unknown ((c)/(b) pending review): a bare "channel closed" names no channel; reading every such text as a gone consumer would be too wide (AMQP, HTTP/2 and gRPC use the same words for a transport that a retry reopens).
//
// TestIndependentCases824 runs held-out set 824: Rust ecosystem errors (reqwest, tokio, sqlx, diesel, serde_json, AWS SDK for Rust, tonic, std::io, anyhow), labelled blind.
func TestIndependentCases824(t *testing.T) {
	runIndependent(t, "testdata/independent824.jsonl", true,
		"i824-sqlx-rownotfound", "i824-diesel-checkviol-debug", "i824-io-addrinuse", "i824-tokio-mpsc-closed")
}

// TestGeneralise824 holds the classes set 824's misses showed: a deadline
// that ran out in words that lead with it (transient), an applied
// migration whose file changed (premise), and a decoder's refusal of a
// value outside its declared set (invalid, even when an allowed value is a
// state word).
func TestGeneralise824(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A deadline that ran out.
		{name: "tokio time::error::Elapsed", msg: "deadline has elapsed", want: rung.KindTransient},
		{name: "Google gRPC backend (Firestore) deadline", msg: "Deadline expired before operation could complete.", want: rung.KindTransient},
		{name: "grpc-java ClientCallImpl", msg: "ClientCall started after CallOptions deadline was exceeded 0.512000000 seconds ago", want: rung.KindTransient},
		{name: "google-api-core retry.py RetryError", msg: "google.api_core.exceptions.RetryError: Deadline of 120.0s exceeded while calling target function, last exception: 503 failed to connect to all addresses", want: rung.KindTransient},
		{name: "anyhow chain around tokio Elapsed", msg: "Error: failed to refresh price cache\n\nCaused by:\n    deadline has elapsed", want: rung.KindTransient},
		// Near misses: a business deadline is not a timer.
		{name: "near miss: submission deadline has passed", msg: "The submission deadline for grant round w824-r2 has passed", want: rung.KindUnknown},
		{name: "near miss: payment deadline expired", msg: "payment deadline expired for invoice INV-824", want: rung.KindUnknown},
		// An applied migration whose file changed.
		{name: "sqlx migrate VersionMismatch", msg: "migration 20231105120000 was previously applied but has been modified", want: rung.KindPremise},
		{name: "Prisma migrate dev", msg: "The migration `20240101000000_init` was modified after it was applied.", want: rung.KindPremise},
		{name: "refinery DivergentVersion", msg: "applied migration V2__add_index is different than filesystem one V2__add_index", want: rung.KindPremise},
		{name: "Liquibase ValidationFailedException", msg: "Validation Failed:\n     1 changesets check sum\n          db/changelog.xml::1::alice was: 8:0d2f1a but is now: 8:9a1c3e", want: rung.KindPremise},
		{name: "Flyway validate", msg: "Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 2", want: rung.KindPremise},
		// Near misses: a plain validation failure and patch's already-applied hunk keep their kinds.
		{name: "near miss: Liquibase-like plain validation failure", msg: "Validation Failed: name must not be blank", want: rung.KindInvalid},
		{name: "near miss: patch previously applied", msg: "Reversed (or previously applied) patch detected!  Skipping patch.", want: rung.KindConflict},
		// A value outside the declared set.
		{name: "serde unknown_variant", msg: "unknown variant `archieved`, expected one of `active`, `paused`, `archived` at line 1 column 19", want: rung.KindInvalid},
		{name: "Jackson InvalidFormatException enum", msg: "Cannot deserialize value of type `com.acme.Status` from String \"archieved\": not one of the values accepted for Enum class: [ACTIVE, ARCHIVED]", want: rung.KindInvalid},
		{name: "protojson enum", msg: "proto: (line 1:11): invalid value for enum type: \"ARCHIEVED\"", want: rung.KindInvalid},
		{name: "clap possible values", msg: "error: invalid value 'archieved' for '--state <STATE>'\n  [possible values: active, paused, archived]\n\nFor more information, try '--help'.", want: rung.KindInvalid},
		// Near misses: an object's archived state stays premise; a response that names a new variant is not the call's.
		{name: "near miss: GitHub archived repository", msg: "Repository was archived so is read-only.", want: rung.KindPremise},
		{name: "near miss: reqwest decode of a new variant", msg: "error decoding response body: unknown variant `archived`, expected one of `active`, `paused` at line 1 column 31", want: rung.KindPremise},
	})
}
