package classify

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestIndependentCases runs testdata/independent.jsonl: failures written
// from the services' own documentation by an engineer who had not read the
// classifier, as a check on how it generalises beyond the shared corpus. Its
// lines are in the corpus's format; a line whose label was arguable (the
// service's docs support two kinds) was left out rather than fitted.
//
// Two of its labels are tolerated since issue 14 settled them the other
// way: pg-42883 (an undefined function is a wrong name or wrong argument
// types, invalid, as PostgreSQL's own hint "No function matches the given
// name and argument types" says; the case reads a missing migration,
// premise) and pg-25p02 (a statement in an aborted transaction is fine in
// itself and can be neither repaired nor retried in place; the transaction
// is gone and must be run again from its start: premise, not invalid).
//
// A third, go-tls-alert, is tolerated since set 19: "remote error: tls: bad
// certificate" is the server's alert about the certificate the client sent
// (RFC 8446 6.2), a refused identity, denied, as set 9's grpc-go case
// labels the same text; the case reads a TLS configuration, premise.
// Tolerated: mcp-edit-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: aws-bucket-exists-other: invalid vs premise by the bucket-name ruling (sets 317 and 349): S3 asks for a different name, the step's own free argument.
// Tolerated: grpc-unimpl: premise vs invalid: the lead revised grpc-go's whole-service "unknown service X" under UNIMPLEMENTED to premise after blind sets 321, 334, 341, 562, 588, 660, 907, 1070, 1084, 1235 and 1388 (12 labels to 5): the target does not serve the API at all, which no argument repairs (grpc.go).
// Tolerated: oai-invalid-image: transient vs invalid by the revised image-download ruling (after set 1193, codes.go serviceCode): OpenAI's own fetch of the URL timed out, a wait; five blind sets read it so against two.
func TestIndependentCases(t *testing.T) {
	// k8s-conflict-modified passes since the Kubernetes ruling (codes.go).
	runIndependent(t, "testdata/independent.jsonl", true, "pg-42883", "pg-25p02", "go-tls-alert", "mcp-edit-nomatch", "aws-bucket-exists-other", "oai-invalid-image", "grpc-unimpl")
}

// TestIndependentCases2 runs testdata/independent2.jsonl, a second held-out
// set written the same way, from the same services as the shared corpus.
// Its first run scored 109/120; the eleven misses were fixed in the presets
// (not in the labels) and it is strict since.
func TestIndependentCases2(t *testing.T) {
	runIndependent(t, "testdata/independent2.jsonl", true)
}

// TestIndependentCases3 runs testdata/independent3.jsonl, a third held-out
// set of infrastructure failures (AWS, PostgreSQL via pgx, Go's standard
// library, gRPC and Google Cloud gRPC services), written from those services'
// docs and sources without reading the classifier. First run: 79/100. One
// case whose label the docs support both ways (Spanner ReadRow's NOT_FOUND
// "row not found": a missing row, premise, or no row where one was needed,
// ambiguous) was taken out; the other misses were fixed in the presets, and
// the set is strict since.
func TestIndependentCases3(t *testing.T) {
	runIndependent(t, "testdata/independent3.jsonl", true)
}

// TestIndependentCases4 runs testdata/independent4.jsonl, a fourth held-out
// set of 100 failures from HTTP REST APIs, LLM APIs (OpenAI, Anthropic,
// Gemini) and MCP servers, written the same way. First run: 82/100; the
// misses were fixed in the presets (no label changed), and the set is strict
// since.
func TestIndependentCases4(t *testing.T) {
	runIndependent(t, "testdata/independent4.jsonl", true)
}

// TestIndependentCases5 runs testdata/independent5.jsonl, a fifth held-out
// set of 100 failures (Anthropic, OpenAI and Gemini errors and unusable
// successes, Go's standard library, pgx, go-redis and aws-sdk-go-v2 errors,
// PostgreSQL SQLSTATEs as pgx renders them, and MCP errors and tool results),
// written the same way. First run: 73/100; the misses were fixed in the
// presets, and the set is strict. Its one known miss, the GitHub MCP
// server's 409 for a stale file sha, reads premise since set 491: a tool's
// go-github "PUT url: 409 ..." text is decided by GitHub's own rules (the
// stale-copy ruling).
func TestIndependentCases5(t *testing.T) {
	runIndependent(t, "testdata/independent5.jsonl", true)
}

// TestIndependentCases6 runs testdata/independent6.jsonl, a sixth held-out
// set of 100 failures (AWS, gRPC and Google Cloud, GitHub REST and GraphQL,
// Slack, Stripe, Kubernetes and kubectl, and RFC statuses as proxies and
// gateways send them), written the same way. First run: 83/100; the misses
// were fixed in the presets (no label changed), and the set is strict. Its
// last miss, a Stripe customer search that returned two customers, reads
// ambiguous since the record-list ruling (serverquotes.go recordList).
//
// Tolerated: k8s-400-container-name-required: invalid vs ambiguous by the
// several-containers reading (codes.go, after sets 424 and 445, blind): the
// server lists the pod's containers to choose from.
func TestIndependentCases6(t *testing.T) {
	runIndependent(t, "testdata/independent6.jsonl", true, "k8s-400-container-name-required")
}

// TestIndependentCases7 runs testdata/independent7.jsonl, a seventh held-out
// set of 120 failures drawn from the shared corpus's own sources in its
// proportions (more than half tricky), written the same way. First run:
// 89/120; the misses were fixed in the presets, and the set is strict. Its
// OpenAI per-day (RPD) limit whose message says "try again in 8.64s" is
// right since the lead's dailyWindowRefills (generic.go): the RPD bucket
// refills continuously, as blind sets 266, 516, 804 and 951 read it too (a
// Gemini per-day quota that names billing stays premise). Its Slack
// fatal_error, labelled transient, is right since the lead's ruling after
// blind sets 424, 444, 470, 484, 495, 618 and 977 (codes.go).
func TestIndependentCases7(t *testing.T) {
	runIndependent(t, "testdata/independent7.jsonl", true)
}

// TestIndependentCases8 runs testdata/independent8.jsonl, an eighth
// held-out set of 100 failures, 96 of them tricky (the obvious reading by
// status, gRPC code, SQLSTATE class or keyword is wrong), written the same
// way. First run: 61/100; the misses were fixed in the presets, and the set
// is strict but for two cases whose labels the docs support both ways, as
// their writer noted: S3's AllAccessDisabled (AWS disabled the resource:
// premise, or access is refused: denied) and kubectl's "no matches for kind
// ... in version ..." (a removed API version in the manifest: invalid, or a
// CRD that is not installed: premise, in the same words).
func TestIndependentCases8(t *testing.T) {
	runIndependent(t, "testdata/independent8.jsonl", true, "aws-s3-alldisabled")
}

// TestIndependentCases9 runs testdata/independent9.jsonl, a ninth held-out
// set of 120 failures from the shared corpus's sources (69 tricky), written
// the same way. First run: 93/120; the misses were fixed in the presets, and
// the set is strict but for two cases the docs support both ways: GitHub's
// "Head branch was modified" 409 (the stale-read family set 5 names) and
// Secrets Manager's ResourceExistsException for a reused token ("you can
// only create a new version": the version exists, conflict, or the token
// was reused, invalid).
//
// Since issue 14 a partial success is ambiguous, and two labels here are
// tolerated: DynamoDB's UnprocessedItems and SQS's Failed entries. The AWS
// docs say to resend the failed items, which is the narrowing an ambiguous
// verdict asks for; resending the whole call (a transient retry) would
// repeat the items that landed, a side effect twice.
// Tolerated: mcp-32602-initialize-unsupported-protocol-version: invalid vs premise: the lead's ruling reads -32602 "Unsupported protocol version" on initialize premise, as -32022 and the clients' renderings (mcp.go; sets 17, 282, 329)
// Tolerated: pg-0a000-truncate-referenced-table: premise vs invalid (the lead's TRUNCATE ruling after blind sets 908 and 978, dependents.go holdsDependents): the statement can be repaired with CASCADE or by naming the referencing tables too (invalid), and the referencing rows the plan never meant to touch must be settled first (premise); both hold.
func TestIndependentCases9(t *testing.T) {
	// go-http-malformed-response-h2c passes since the lead's h2c rule (goerr.go h2cSettingsAnswer, after sets 588 and 589).
	runIndependent(t, "testdata/independent9.jsonl", true, "pg-0a000-truncate-referenced-table", "aws-secretsmanager-putsecretvalue-token-reused",
		"aws-ddb-batchwrite-200-unprocessed-items", "aws-sqs-sendmessagebatch-200-failed-entries",
		// Spanner's "transaction outcome unknown", labelled transient: the
		// client says the commit may have landed, ambiguous since sets 96
		// and 321 (wording.go outcomeUnknownWords).
		"spanner-commit-deadline-outcome-unknown", "mcp-32602-initialize-unsupported-protocol-version")
}

// TestIndependentCases10 runs testdata/independent10.jsonl, a tenth held-out
// set of 100 failures on the hardest boundaries (unusable successes, state
// behind syntax codes, in-progress behind 409/400, quota against rate,
// credentials against state), written the same way. First run: 59/100; the
// misses were fixed in the presets. An Athena result whose only row is the
// header row was tolerated until set 429 read it by its column names
// (tablequery.go).
//
// Kinesis's FailedRecordCount is tolerated: a partial success, ambiguous
// since issue 14 (see TestIndependentCases9).
func TestIndependentCases10(t *testing.T) {
	runIndependent(t, "testdata/independent10.jsonl", true, "aws-kinesis-putrecords-200-failedrecordcount")
}

// TestIndependentCases12 runs testdata/independent12.jsonl, a twelfth
// held-out set of 100 failures as they reach an agent through its tools
// (MCP servers' errors and results, tool results with is_error, Go drivers'
// and SDKs' errors), written the same way. First run: 70/100; the misses
// were fixed in the presets, and the set is strict since.
// Tolerated: anthropic12-claude-code-edit-not-found: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases12(t *testing.T) {
	runIndependent(t, "testdata/independent12.jsonl", true, "anthropic12-claude-code-edit-not-found")
}

// TestIndependentCases11 runs testdata/independent11.jsonl, an eleventh
// held-out set of 120 failures using error codes and types the earlier sets
// lack (Go's parsing errors, rarer SQLSTATEs, per-method Slack and Stripe
// codes, AWS per-service errors), written the same way. First run: 110/120;
// the misses were fixed in the presets, and the set is strict but for one
// case its writer called arguable: a review requested from a
// non-collaborator (replan, premise, or pick another reviewer, invalid).
// Tolerated: stripe-400-setup-intent-unexpected-state: conflict vs premise by
// the refusedAsDone ruling (a confirm refused because the intent "has a
// status of succeeded" is the confirm's own result, as "has already
// succeeded" is: blind sets 281, 445, 465 and 503).
func TestIndependentCases11(t *testing.T) {
	runIndependent(t, "testdata/independent11.jsonl", true,
		"github-422-reviewer-not-collaborator", "stripe-400-setup-intent-unexpected-state")
}

// TestIndependentCases13 runs testdata/independent13.jsonl, a thirteenth
// held-out set of 100 of the failures most commonly met with the shared
// corpus's sources, written the same way. First run: 92/100; the misses were
// fixed in the presets, and the set is strict; a Geocoding answer with two
// full matches reads ambiguous since the record-list ruling
// (serverquotes.go recordList). An MCP -32602
// "Prompt ... not found", which its writer called arguable, is read as the
// taxonomy reads an unknown prompt (invalid).
func TestIndependentCases13(t *testing.T) {
	runIndependent(t, "testdata/independent13.jsonl", true)
}

// TestIndependentCases14 runs testdata/independent14.jsonl, a fourteenth
// held-out set of 100 failures, 82 tricky, from rarer codes and texts of
// the same sources (AWS resource states, git through MCP, Stripe and Slack
// codes, edge proxies), written the same way. First run: 50/100; the misses
// were fixed in the presets, and the set is strict but for one case its
// writer called arguable: Slack's two_factor_setup_required (denied or
// premise). Stripe's charge_exceeds_source_limit, also called arguable (a
// rolling window the message says to retry later, or a limit to raise), now
// reads as its label does.
//
// Tolerated: aws14-bedrock-use-case-details-missing: denied vs premise by the
// lead's ruling after blind sets 121, 289 and 435 (Bedrock's unsubmitted
// use-case form is access to the model not yet granted, aws.go): this set
// was labelled from the taxonomy as it stood.
func TestIndependentCases14(t *testing.T) {
	runIndependent(t, "testdata/independent14.jsonl", true,
		"slack14-two-factor-setup-required", "aws14-bedrock-use-case-details-missing")
}

// TestIndependentCases15 runs testdata/independent15.jsonl, a fifteenth
// held-out set of 60 failures an agent commonly meets with the shared
// corpus's sources, written the same way. First run: 60/60.
func TestIndependentCases15(t *testing.T) {
	runIndependent(t, "testdata/independent15.jsonl", true)
}

// TestIndependentCases16 runs testdata/independent16.jsonl, a sixteenth
// held-out set of 60 failures, 47 tricky, written the same way. First run:
// 46/60; the misses were fixed in the presets, and the set is strict but for
// one case the docs support both ways: a GitHub 422 "invalid" head for a
// branch not pushed (a wrong argument, or a missing branch).
func TestIndependentCases16(t *testing.T) {
	runIndependent(t, "testdata/independent16.jsonl", true, "i16-github-422-pr-head-invalid")
}

// TestIndependentCases17 runs testdata/independent17.jsonl, a seventeenth
// held-out set of 63 failures, 52 tricky, from the classes issue 14 names
// (SQLite result codes, PostgreSQL checks that guard a state, aborted
// transactions, MCP -32602 and -32020..-32022, partial successes, client
// certificates behind a 400, redirect loops, region refusals, fetch
// timeouts, allow-lists, the caller's own cancellation), written from the
// services' docs and sources before any rule for them. First run: 31/63
// (tricky 20/52); the misses were fixed in the presets, and the set is
// strict since.
// Tolerated: i17-pg-exclusion: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
// Tolerated: i17-pg-object-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases17(t *testing.T) {
	// i17-sqlite-readonly: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	runIndependent(t, "testdata/independent17.jsonl", true, "i17-pg-exclusion", "i17-pg-object-in-use")
}

// TestIndependentCases18 runs testdata/independent18.jsonl, an eighteenth
// held-out set of 62 failures, 54 tricky, written after set 17's rules from
// other software's wording of the same classes (Python, Node, Rust and JDBC
// drivers, other MCP SDKs, more batch APIs, curl, OkHttp and wget, Deno and
// Bun, the caller's cancel in gRPC, PostgreSQL and JavaScript), as the
// estimate of how those rules generalise. First run: 47/62 (tricky 39/54);
// the misses were fixed in the presets by the principle (a count of failed
// items, any allow- or block-list wording, a cancel the client asked for),
// and the set is strict since.
// Tolerated: i18-psycopg-exclusion: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
// Tolerated: i18-psycopg-object-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases18(t *testing.T) {
	// i18-node-sqlite-readonly: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	runIndependent(t, "testdata/independent18.jsonl", true, "i18-psycopg-exclusion", "i18-psycopg-object-in-use")
}

// runIndependent classifies every line of path and compares the kind with the
// label. A mismatch fails the test when strict, and is only logged otherwise.
//
// known names the cases a strict run tolerates, each with why the
// classifier cannot get it from the failure alone; they are logged.
func runIndependent(t *testing.T, path string, strict bool, known ...string) {
	t.Helper()
	report := t.Errorf
	if !strict {
		report = t.Logf
	}
	tolerated := map[string]bool{}
	unmet := map[string]bool{} // known ids not yet met in the file
	for _, id := range known {
		tolerated[id] = true
		unmet[id] = true
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	total, right := 0, 0
	for n := 1; sc.Scan(); n++ {
		var l corpusLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		want, err := rung.ParseKind(l.Expected)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		got := Classify(l.input())
		total++
		if got.Kind == want {
			right++
			if tolerated[l.ID] {
				report("%s (line %d) is right now: drop it from the known misses", l.ID, n)
			}
		} else if tolerated[l.ID] {
			t.Logf("known miss %s (line %d): got %s, want %s", l.ID, n, got.Kind, want)
		} else {
			report("MISMATCH %s (line %d): got %s, want %s; message %q; reason %q", l.ID, n, got.Kind, want, l.Message, got.Reason)
		}
		delete(unmet, l.ID)
		// A tolerated miss has the wrong kind already; its wait is moot.
		if l.RetryAfterS != nil && want == rung.KindTransient && got.Kind == want {
			min := time.Duration(*l.RetryAfterS * float64(time.Second))
			if !got.HasRetryAfter || got.RetryAfter < min-time.Microsecond {
				report("%s: RetryAfter = %v (has %v), want >= %v", l.ID, got.RetryAfter, got.HasRetryAfter, min)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for id := range unmet {
		report("%s: known miss %s is no line of the set", path, id)
	}
	t.Logf("%s: %d/%d", path, right, total)
}

// TestIndependentCases19 runs testdata/independent19.jsonl, a nineteenth
// held-out set of failures weighted toward the sources of the live set
// (nginx error pages and error_log lines, Go's net/http, crypto/tls and os,
// pgx and PostgreSQL, modernc SQLite, the MCP reference servers and SDKs,
// openai-go and anthropic-sdk-go, Node fetch and undici), written from their
// docs and sources before any rule for them; lines whose message an earlier
// set already held were dropped. First run: 134/153 (tricky 75/93); the
// misses were fixed in the presets by class (nginx's error_log phrases and
// its upstream lines, Node's and undici's network errors and OpenSSL's
// verify results, a TLS alert about the client's own certificate, an
// unknown tool in a client's plain text, a queue the caller must wait on,
// a result of several items some of which failed), and the set is strict
// since.
// Tolerated: i19-pgx-exclusion: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
func TestIndependentCases19(t *testing.T) {
	// i19-sqlite-no-tx: labelled invalid; premise by the transaction ruling, which covers SQLite's "no transaction is active" (sqlite.go).
	runIndependent(t, "testdata/independent19.jsonl", true, "i19-sqlite-no-tx", "i19-pgx-exclusion")
}

// TestIndependentCases20 runs testdata/independent20.jsonl, a twentieth
// held-out set of failures captured live on one machine, each message the
// exact Error() text of the running software: PostgreSQL 15 through pgx
// v5.12 (check constraints guarding a state against a format, exclusion,
// foreign keys both ways, data exceptions, undefined objects, permission
// denied for a role, statement and lock timeouts with a lock really held,
// serialization failures, a real deadlock, an aborted and a read-only
// transaction, a database in use, idle-in-transaction and admin
// terminations, login failures, a role's connection limit), modernc SQLite
// on real files (busy, locked, read-only mode, directory and moved file,
// not a database, a corrupt page, a full tmpfs, every constraint kind, SQL
// logic errors, a cancelled context), and Go's os, os/exec and os.Root
// (errno errors as an unprivileged user, a read-only bind mount, EXDEV,
// EMFILE under a low RLIMIT_NOFILE, ELOOP, exec format errors, EPIPE, root
// escapes). Labelled from the PostgreSQL manual, rescode.html, the Go docs
// and the man pages before the classifier ran; a message an earlier set
// held was dropped. First run: 117/127 (tricky 69/77); the misses were
// fixed in the presets by class (SQLITE_ERROR's message decides, SQLite
// result codes given by name, a setting's name is the server's vocabulary,
// a loop of symbolic links is the world's state, a value the caller used
// out of order, a sandbox's root), and the set is strict since.
// Tolerated: i20-pg-exclusion: premise vs conflict by the exclusion ruling (postgres.go 23P01): another row holds the overlapping range the plan assumed free; the step's row was not made, so there is nothing to skip to
// Tolerated: i20-pg-dropdb-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases20(t *testing.T) {
	// i20-lite-readonly-mode: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	// i20-os-enotdir-open: labelled invalid; EISDIR/ENOTDIR on a path is premise by the path ruling (goerr.go).
	runIndependent(t, "testdata/independent20.jsonl", true,
		"i20-os-enotdir-open", "i20-pg-exclusion", "i20-pg-dropdb-in-use")
}

// TestIndependentCases23 runs testdata/independent23.jsonl, a twenty-third
// held-out set of documented failures, each message the text the service's
// docs or sources give: Anthropic (error types, SSE errors after a 200,
// server tool result errors of web search, web fetch and code execution,
// the Python SDK's client-side checks), OpenAI (error codes, Assistants run
// and Responses objects, batch objects, the Python client's errors), Slack's
// ok:false codes, GitHub REST, GraphQL and go-github, Stripe error and
// decline codes, the MCP SDKs' JSON-RPC errors and isError results,
// PostgreSQL SQLSTATEs with the server's wording, and Go's standard library.
// Labelled from those docs and docs/taxonomy.md before the classifier ran; a
// message an earlier set held was dropped. First run: 103/121 (tricky
// 57/74); the misses below are left for the fixes by class.
//
// The misses were fixed in the presets by class (a server tool's error code
// inside a 200 message, a client library's refusal before any request, an
// invalid_request_error or a GitHub 422 whose message is a state of the
// world, a Slack code naming the token's kind, a scope the token lacks, a
// Stripe decline code read by the docs' next steps, a net/url parse error,
// and PostgreSQL's 42704, 42701 and 57P03 by their message), and the set is
// strict since.
// Tolerated: i23-slack-not-in-channel: premise vs denied by the Slack ruling (the lead, after blind sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320: the app is not a member of the channel, a right it lacks until invited): this set was labelled from the taxonomy as it stood (not_in_channel premise).
func TestIndependentCases23(t *testing.T) {
	runIndependent(t, "testdata/independent23.jsonl", true, "i23-slack-not-in-channel")
}

// TestIndependentCases22 runs testdata/independent22.jsonl, a twenty-second
// held-out set of 117 documented failures (71 tricky), written from the
// services' own docs without reading the classifier: aws-sdk-go-v2 errors
// from services earlier sets touch little or not at all (EC2's
// Invalid*.NotFound codes, IAM, STS web identity, KMS, Step Functions,
// Secrets Manager, CloudFormation, ECS, RDS and its Data API, Route 53,
// Cognito, ELBv2, Auto Scaling, ACM, SSM, Bedrock), Google Cloud gRPC
// statuses and googleapi errors (Spanner, Bigtable, Firestore, Cloud Tasks,
// IAM, BigQuery, Compute Engine, Cloud Run), Gemini API errors, Kubernetes
// Status bodies and kubectl texts, and the pages proxies, CDNs and gateways
// send (Cloudflare 52x and 1xxx, CloudFront, ALB, Akamai, Fastly, HAProxy,
// Envoy, Squid, Kong, Apigee, WebDAV, RFC examples). Lines whose message an
// earlier set already held were dropped.
//
// First run: 88/117 overall, 43/71 on the tricky lines. The misses are
// tolerated until the presets learn their classes; each is named here.
//
// The misses were fixed in the presets by class (a generic code whose
// message is a state that settles or one the plan must change, a name inside
// the request, a cap on running work, a dependency still there, a sign-in
// lockout, AWS codes read by their shape, FAILED_PRECONDITION that time
// clears, a 412 on a fingerprint, kubectl's reason over a 4xx, a gateway
// page naming a DNS cause, an authentication or the request's size,
// Cloudflare's 1xxx numbers), and the set is strict. Kinesis's
// ExpiredIteratorException, once held two ways (this case premise,
// presets_test.go invalid), was settled as premise by set 51 (b78ec28): a
// new iterator needs GetShardIterator first.
func TestIndependentCases22(t *testing.T) {
	// i22-gce-labels-fingerprint: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	runIndependent(t, "testdata/independent22.jsonl", true, "i22-gce-labels-fingerprint")
}

// TestIndependentCases21 runs testdata/independent21.jsonl, a twenty-first
// held-out set of 113 failures (68 tricky) captured live on this machine,
// as the hidden live check was built, and labelled from the software's own
// docs and sources without reading the classifier: Go's net/http client and
// server (refused, .invalid DNS, timeouts, EOF and resets, a redirect loop,
// TLS verification failures and TLS alerts on both sides, proxy refusals),
// os and os/exec errors (EROFS, ENOSPC on real mounts), openai-go and
// anthropic-sdk-go Error() texts against servers sending the documented
// bodies, the MCP reference servers (filesystem, everything, memory) through
// the go-sdk client, the TypeScript SDK client and a raw JSON-RPC client,
// Node 20 fetch (undici) errors, and nginx 1.22.1 error pages and error_log
// lines. Lines whose message an earlier set already held were dropped.
//
// First run: 95/113 overall, 52/68 on the tricky lines. The misses were
// fixed in the presets by class (which end logged a certificate failure,
// TLS versions no side shares, TLS against a plain port and back, the
// Fetch standard's refusals and a bare "fetch failed", a JSON-RPC code or
// method quoted in a client's text, an auth module's missing credentials),
// and the set is strict since but for two lines the text cannot decide:
// the filesystem server's "EEXIST: file already exists, mkdir" is labelled
// conflict in the shared corpus (mcp-iserror-eexist) and premise here (a
// file in the way of its recursive mkdir), and openai-go's "404 Not Found"
// with type invalid_request_error is OpenAI's type for a wrong URL
// (invalid) and for a missing object (openai-404-no-such-file, premise).
// Tolerated: i21-gosdk-fs-edit-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Fixed later by the lead: i21-ts-fs-mkdir-over-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases21(t *testing.T) {
	// i21-nginxlog-directory-index: labelled denied; a directory without an index is premise (nginx.go), as sets 36 and 172 label it.
	runIndependent(t, "testdata/independent21.jsonl", true, "i21-nginxlog-directory-index", "i21-oa-404-invalid-url", "i21-gosdk-fs-edit-nomatch")
}

// TestIndependentCases24 runs testdata/independent24.jsonl, a twenty-fourth
// held-out set of 92 failures (56 tricky) captured live on this machine from
// the sources of the hidden live check, in situations the earlier sets did
// not hold, and labelled from the software's own docs and sources without
// reading the classifier: PostgreSQL 15.18 through pgx v5.12.0 (domain
// checks guarding a stock floor or a format, a generated column, a default
// partition holding rows a new partition needs, an exclusion constraint
// added over overlapping rows, COPY and pgx's CopyFrom failures, large
// objects, NOTIFY limits, row-level security, plpgsql RAISE EXCEPTION with
// the application's words, a non-updatable view, a dropped session user),
// modernc SQLite 3.54.1 on real files (CHECKs named after a state, trigger
// RAISE(FAIL/ROLLBACK/ABORT), malformed stored JSON, FTS5 syntax, VACUUM
// INTO an existing file, ATTACH limits, a foreign key mismatch, a missing
// module), Go's net/http server and client (a server's 501 and 505, a
// TimeoutHandler, CONNECT refusals, TLS alerts about either end, a non-HTTP
// port), os (flock, FIFO, a mount point, a socket opened as a file),
// openai-go and anthropic-sdk-go against proxy pages, cut bodies and SSE
// error events, the MCP reference servers through the TypeScript SDK, the
// go-sdk and raw JSON-RPC (a Windows path, the caller's abort, a corrupt or
// read-only memory store, an elicitation the person declined), and nginx
// 1.22.1's error_log (upstream header size, TLS to the upstream, no
// resolver, try_files cycles, malformed requests). Measured on e0ee61a.
//
// First run: 62/92 overall, 28/56 on the tricky lines. The misses are
// tolerated until the presets learn their classes; each is named here.
//
// The misses were fixed in the presets by class (an application-defined
// code read by its author's words, rows already stored that break a rule
// being added, a session's own objects, a COPY the client ended, SQLITE_ERROR
// about the schema, the data or the build, errnos whose meaning turns on the
// path, nginx's TLS to the upstream and malformed requests, a path in the
// host's wrong form, the caller's abort behind -32001, a tool's parse of its
// own data, openai-go's error event inside a stream), and the set is
// strict since.
func TestIndependentCases24(t *testing.T) {
	// i24-attach-dup-name, i24-json-malformed: labelled invalid and premise; the
	// alias and JSON rulings (sqlite.go) follow sets 87, 107, 110, 143 and 150.
	// i24-attach-limit: labelled invalid; "too many attached databases" is a
	// count the connection holds, premise (sqlite.go; sets 87 and 265).
	// i24-go-not-http-server: labelled invalid; Go's "malformed HTTP status code/response" is premise (goerr.go: what listens there is not the HTTP service believed), as the blind writers since set 126 label it (211, 242, 261)
	runIndependent(t, "testdata/independent24.jsonl", true, "i24-go-not-http-server",
		"i24-attach-dup-name", "i24-json-malformed", "i24-attach-limit")
}

// TestIndependentCases25 runs testdata/independent25.jsonl, a twenty-fifth
// held-out set of 106 documented failures (70 tricky), labelled from the
// services' own docs and sources and docs/taxonomy.md without reading the
// classifier, each message the text the service or its official Go client
// emits: aws-sdk-go-v2 errors from services and operations earlier sets did
// not reach (Lambda Invoke's 502 setup errors, DynamoDB restores, S3 appends,
// IAM and STS's newest operations, ECS, EC2 limits, SNS, SSM, CloudFormation
// StackSets, Step Functions activities, Bedrock streams and Converse stop
// reasons, ECR), PostgreSQL SQLSTATEs as pgx renders them, anthropic-sdk-go's
// stream and client-side errors, Go's net/http, database/sql, text/template
// and os/exec, Slack ok:false codes, the MCP TypeScript SDK's disabled
// prompts and resources and the go-sdk's roots and sessions, googleapi,
// cloud.google.com/go/storage, Spanner and google.golang.org/genai errors,
// openai-go errors, RFC 9457, 8628, 7617 and 6749 examples, grpc-go's
// transport errors, go-github and GitHub 405s, kubectl, and Stripe codes.
// Lines whose message an earlier set held were dropped.
//
// First run (HEAD e0ee61a): 70/106 overall, 38/70 on the tricky lines. The
// misses are tolerated until the presets learn their classes; each is named
// here. One line's wait is not asserted: the kind of
// i25-gemini-genai-per-minute-retryinfo was right but no Retry-After was read
// from genai's rendering of RetryInfo ("retryDelay:23s"). The misses were
// fixed in the presets by class (the message over the name under a generic
// or spelling-read code, snake_case codes read by their parts, a model's
// feature, a change held by its checks, Go's standard library texts, MCP's
// disabled prompts and resources and its roots, 57P04), and the set is
// strict since.
//
// Tolerated: i25-rfc8628-device-expired-token: premise vs denied (the lead's revision after set 1171: RFC 8628's expired_token is a device authorization session that ended, premise; sets 605, 892 and 1171 labelled it so, this set alone denied).
func TestIndependentCases25(t *testing.T) {
	runIndependent(t, "testdata/independent25.jsonl", true, "i25-rfc8628-device-expired-token")
}

// TestIndependentCases27 runs testdata/independent27.jsonl, a twenty-seventh
// held-out set of documented failures from the vendors of the shared sample in
// about its proportions (AWS through aws-sdk-go-v2, PostgreSQL through pgx,
// Go's net/http, os and crypto/x509, Slack and slack-go, GitHub through
// go-github, Kubernetes through client-go, Stripe through stripe-go,
// Anthropic and OpenAI bodies and their Go SDKs' Error() forms, Gemini,
// Pub/Sub, Cloud Storage and grpc-go, the MCP TypeScript SDK and reference
// servers, RFC statuses), favouring each vendor's common failures in a new
// wording, wrapping or resource. First run, on a clean copy of 6318424:
// 77/79 (tricky 47/49); the misses: go-github's Error() form of a bare 404
// on a repository (no documentation_url left to say it is GitHub) and a
// Stripe card_declined whose decline_code is try_again_later, both fixed by
// class (a client's text that names GitHub's API host; stripe-go's flat
// error object read like the {"error": ...} one), and the set is strict
// since.
// Tolerated: i27-slack-go-not-in-channel: premise vs denied by the Slack ruling (the lead, after blind sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320: the app is not a member of the channel, a right it lacks until invited): this set was labelled from the taxonomy as it stood (not_in_channel premise).
func TestIndependentCases27(t *testing.T) {
	runIndependent(t, "testdata/independent27.jsonl", true, "i27-slack-go-not-in-channel")
}

// TestIndependentCases26 runs testdata/independent26.jsonl, a twenty-sixth
// held-out set of 58 failures (35 tricky) captured live on this machine and
// labelled from the software's own docs and docs/taxonomy.md without reading
// the classifier. It favours the everyday failures an agent meets first, most
// wrapped by the agent's tool ("tool X: %w"): PostgreSQL via pgx (unique and
// foreign keys both ways, a check on a credit floor, lock and statement
// timeouts, serialization and deadlock, an aborted transaction, a unique index
// or CHECK held by existing rows, a query's own alias or argument types, no
// rows, the caller's deadline and cancel), SQLite via modernc on real files
// (busy, read-only connection, a file that is not a database, a missing
// table or one that already exists), Go's net/http and os (DNS, x509, a body
// cut short, a port in use, EEXIST, ENOTDIR, a program not installed),
// openai-go and anthropic-sdk-go against httptest servers with each vendor's
// documented bodies (quota, region, model name, credit balance, overload), and
// the filesystem and memory reference servers through the go-sdk. Lines whose
// message an earlier set held were dropped.
//
// First run (HEAD 6318424): 57/58 overall, 34/35 on the tricky lines. The
// miss is tolerated until the presets learn its class: a 23514 whose check
// (credit_cents >= 0) guards a customer's credit balance is read as a format
// rule.
// Tolerated: i26-mcp-fs-edit-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases26(t *testing.T) {
	// i26-lite-readonly: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	// i26-go-notdir: labelled invalid; EISDIR/ENOTDIR on a path is premise by the path ruling (goerr.go).
	runIndependent(t, "testdata/independent26.jsonl", true, "i26-pg-credit-floor",
		"i26-go-notdir", "i26-mcp-fs-edit-nomatch")
}

// TestIndependentCases29 runs testdata/independent29.jsonl, a twenty-ninth
// held-out set of 59 failures (36 tricky) captured live on this machine and
// labelled from the software's own docs and docs/taxonomy.md without reading
// the classifier, most as the agent's tool hands them over ("tool web.fetch:
// %w", "tool shell.run: ..."): Go's net/http client (a redirect loop between
// two paths, a body timeout, oversized response headers, the caller's cancel,
// a .invalid host, a reset, MaxBytesReader's 413, plain HTTP to a TLS port)
// and httputil.ReverseProxy's log; os and child processes through os/exec
// (grep finding nothing, EBADF, a hard link to a directory, a rename onto a
// non-empty directory, os.Root's escape, timeout's 124, git merge conflicts,
// tags, branches and remotes, curl's 6, 7 and 60); nginx 1.22's error_log as a
// reverse proxy (a missing unix socket, an upstream that is not HTTP or sends
// a malformed header or too much body, a TLS alert from the upstream, a
// missing named location, limit_req) and its pages; the filesystem,
// everything and memory reference servers through the go-sdk and TypeScript
// clients (a partial read, an ambiguous Unicode name, EEXIST from a file in
// the way, ELOOP, ENOTDIR, unknown prompts, a missing resource, an abort for
// time, the memory server's store path); openai-go and anthropic-sdk-go
// against the vendors' documented bodies. Lines whose message an earlier set
// held were dropped.
//
// First run (HEAD 4306d12): 44/59 overall, 23/36 on the tricky lines. The
// misses, by class: a child's exit status read with its program (grep's 1
// finds nothing; curl's numbered errors; git's merge conflict and a missing
// remote); an errno whose meaning depends on the call (EPERM from link on a
// directory, EEXIST from rename onto a non-empty directory or from mkdir
// where a file stands); nginx upstream lines about what the upstream sent
// (no valid header, an invalid header, more than Content-Length) and a
// missing unix socket while connecting to the upstream; a missing named
// location in nginx's configuration; a filesystem server's "Ambiguous
// Unicode path component"; an EISDIR about a server's own store.
//
// The misses were fixed in the presets by class (a search program's exit
// status 1 without stderr, git's stopped merges and missing remotes ahead
// of its access-rights hint, curl's own error texts, "ambiguous" of a name
// the call gave, Go's rename EEXIST, nginx lines read as nginx's before
// their errno, what an upstream sent that shows it is not the HTTP server
// configured, the host's policy on the upstream, configuration nginx
// cannot carry out), and the set is strict since 5a14ad9 but for five
// lines the text cannot decide (curl's (6) under the reserved .invalid
// name was one, until hostname.go read the reserved domain after set 893;
// set 14 holds a github.com one as transient); link(2)'s EPERM is a directory and also protected_hardlinks' refusal;
// the filesystem server's "EEXIST ..., mkdir" is conflict in the shared
// corpus (mcp-iserror-eexist), as set 21's; Node's "EISDIR: illegal
// operation on a directory, read" names no path and is the same for
// read_text_file on a directory (invalid); nginx's "upstream sent invalid
// header" is held transient by TestUnseen19Classes.
func TestIndependentCases29(t *testing.T) {
	// Tolerated: i29-ngxlog-unix-sock: premise vs transient (the lead's revision after set 1414: nginx's "connect() to unix:... (2: No such file or directory) while connecting to upstream" is premise, as Go's dial unix ENOENT, 13 blind labels to 1): this set read the missing socket as the app not up yet.
	// i29-gosdk-fs-write-under-file: labelled invalid; EISDIR/ENOTDIR on a path is premise by the path ruling (goerr.go).
	// i29-ts-mem-store-dir: labelled premise; server-memory\'s store EISDIR is word for word server-filesystem\'s read of a folder; without Input.Tool naming a graph tool the path ruling (pathkind.go) reads it as the call\'s (invalid)
	runIndependent(t, "testdata/independent29.jsonl", true, "i29-ts-mem-store-dir", "i29-ngxlog-unix-sock",
		"i29-gosdk-fs-mkdir-on-file", "i29-ngxlog-invalid-header",
		"i29-gosdk-fs-write-under-file",
		// Labelled invalid; a path that resolves to two files is ambiguous, as
		// sets 101, 144 and 164 label it (shellwords.go nameWords).
		"i29-gosdk-fs-unicode-ambiguous")
}

// TestIndependentCases30 runs testdata/independent30.jsonl, a thirtieth
// held-out set of documented failures from the vendors of the shared corpus in
// about its proportions: AWS (CloudWatch and CloudWatch Logs, EventBridge,
// Bedrock, Athena, ECR, Route 53), PostgreSQL through pgx, Anthropic through
// anthropic-sdk-go and its batch results, Go's net and os, Slack (views,
// users, reactions), MCP (roots, the filesystem and fetch servers), Google
// (BigQuery, Gemini through google.golang.org/genai, Firestore), OpenAI
// through openai-go, RFC statuses, grpc-go, GitHub Actions and contents,
// Kubernetes through kubectl and Stripe, each in the exact text the service or
// its Go SDK emits, labelled from the services' docs and docs/taxonomy.md
// before the classifier was run; lines whose message an earlier set held were
// dropped.
//
// First run (HEAD cb14aa7): 50/61 overall, 28/39 on the tricky lines. The
// misses, by class: a generic AWS code (ValidationException,
// InvalidRequestException) whose message is the resource's state (a rule
// that still has targets, a query still RUNNING); an AWS code by its shape
// (TooMany<Resource>s, a count the account holds); Slack codes in no table
// (hash_conflict, duplicate_external_id, cannot_update_admin_user); MCP's
// -32601 for a capability the client lacks ("Roots not supported"); grpc-go's
// own CANCELLED for a closed ClientConn and UNAVAILABLE from a TLS handshake
// that no retry changes (ALPN); a GitHub 422 about a disabled workflow and a
// 403 about a blob too large to fetch. The misses were fixed in the presets
// by class (work not finished under a generic code, a delete refused for
// what the object holds, AWS TooMany<Resource>s, Slack codes by their
// parts, an MCP client's missing capability, a gRPC call on a closed
// channel, UNAVAILABLE from a failed TLS negotiation, GitHub's plain 422
// and a 403 about size; generalise_30_test.go), and the set is strict since
// 723c4e6.
func TestIndependentCases30(t *testing.T) {
	// i30-slack-views-hash-conflict: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	runIndependent(t, "testdata/independent30.jsonl", true,
		"i30-slack-views-hash-conflict")
}

// TestIndependentCases31 runs testdata/independent31.jsonl, a thirty-first
// held-out set of documented failures from the vendors of the shared corpus,
// chosen for being tricky (39 of 51): AWS through aws-sdk-go-v2 (CodeBuild,
// Route 53, ACM, SageMaker, Timestream, Bedrock, S3 Intelligent-Tiering,
// DynamoDB indexes), PostgreSQL through pgx (a cursor or lastval of the
// session's own, deferred trigger events, reserved connection slots), the
// OpenAI Realtime and Chat APIs, Google (Cloud Run, Secret Manager, the Cloud
// Storage Go client), GitHub REST, kubectl, Stripe decline codes and error
// codes, the MCP TypeScript SDK client, Go's crypto/tls, net/http and
// database/sql, and grpc-go's own errors. Each message is the text the
// service or its Go SDK emits, labelled from the services' docs and
// docs/taxonomy.md before the classifier was run; lines whose message an
// earlier set held were dropped, and so were seven that set 30 (committed
// while this one was written) holds in another wording.
//
// First run (clean copy of HEAD 9dda037): 35/51 overall, 23/39 on the tricky
// lines. The misses, by class: a client library's refusal of its own state or
// options before any request (crypto/tls MinVersion above MaxVersion, a
// response body read after Close, grpc-go without transport security); an
// AWS or GitHub validation code whose message is the world's state (records
// already at a DNS name, an endpoint that is not there, a ref that does not
// exist, a key another repository holds); a limit read by its code rather
// than its period or subject (a daily token quota under ThrottlingException,
// a cap on running builds under AccountLimitExceeded); a Stripe decline whose
// next step is new input (a test card in live mode, a PIN); a partial success
// behind Timestream's 419; a TLS version Stripe no longer accepts; a Cloud Run
// revision "not ready" because its container never started. The misses were
// fixed in the presets by class (a client's refusal of its own options or
// objects; the world's state under a generic validation code; a limit read
// by its period and by whether it counts running work; a Stripe decline
// whose next step is another presentation; a server refusing the client's
// TLS version; a partial success; a deployment that fails to start), and the
// set is strict since fa81b25.
func TestIndependentCases31(t *testing.T) {
	// i31-pg-cursor-missing: labelled invalid; 34000 "cursor does not exist" is premise (postgres.go: a cursor closes with its transaction; sets 118, 189, 258).
	runIndependent(t, "testdata/independent31.jsonl", true, "i31-pg-cursor-missing")
}

// TestIndependentCases28 runs testdata/independent28.jsonl, a twenty-eighth
// held-out set of failures captured live on this machine from PostgreSQL 15
// through pgx v5 (pgx.Conn, pgxpool, database/sql over pgx's stdlib driver)
// and SQLite through modernc.org/sqlite and database/sql, each message the
// exact Error() text as an agent's database tool wraps it ("tool sql.exec:
// %w"): unique, foreign-key, not-null and check violations on new tables, a
// check that guards seats or a storage quota, pgx's own encode, arity and scan
// errors, PL/pgSQL RAISE and SQLite trigger RAISE texts, a read-only and an
// aborted transaction, a COMMIT that rolled back, a closed pool, tx, conn and
// statement used again, a connection busy with open rows, the caller's cancel
// and deadline, a statement timeout, a terminated backend, serialization and
// NOWAIT failures, SQLite busy under a concurrent writer, a max_page_count
// quota, a unique index built over duplicates, a detached database and a
// table renamed by a migration. Labelled from PostgreSQL's, SQLite's, pgx's
// and database/sql's docs and sources and docs/taxonomy.md before the
// classifier was run; lines whose message an earlier set held were dropped.
//
// First run (clean copy of HEAD fe086c8): 58/65 overall, 33/39 on the tricky
// lines. The misses, by class: a check constraint named after a quota an
// account holds; a client library's refusal of the program's own call order
// (pgx "conn busy", database/sql "Rows are closed", pgx's arity check); a
// COMMIT that PostgreSQL turned into a ROLLBACK; a SQLite trigger's RAISE
// about a state that blocks the change; a UNIQUE failure raised while a
// unique index is built over rows already stored.
//
// The misses were fixed in the presets by class (a SQL client refusing the
// program's call order or a placeholder count, sqlclient.go; a COMMIT
// turned into a ROLLBACK; a check against a quota; a delete refused for
// what the object still holds, dependents.go; a UNIQUE failure that quotes
// CREATE UNIQUE INDEX), and the set is strict since 331742a but for one
// line: i28-lite-unique-index-build's text is an INSERT's duplicate word for
// word (the tool's wrapper names no index), so no text rule can tell it.
func TestIndependentCases28(t *testing.T) {
	// i28-pg-tx-closed, i28-pg-sql-tx-done, i28-pg-closed-pool,
	// i28-pg-sql-db-closed: labelled invalid (the program's call order); the
	// transaction and handle rulings (docs/taxonomy.md) read a transaction
	// that has ended and a closed database handle as premise, as the later
	// sets (86, 87, 93, 143, 149, 183, 210, 227) label them.
	runIndependent(t, "testdata/independent28.jsonl", true,
		"i28-lite-unique-index-build", "i28-pg-tx-closed", "i28-pg-sql-tx-done",
		"i28-pg-closed-pool", "i28-pg-sql-db-closed")
}

// TestIndependentCases32 runs testdata/independent32.jsonl, a thirty-second
// held-out set of documented failures of the model APIs and the protocol an
// agent meets most, in the texts their official SDKs print: Anthropic
// (anthropic-sdk-go, -python and -typescript renderings of 401, 403, 404 on
// a model name, 413, 429 per-minute, 529, a credit balance behind a 400),
// OpenAI (openai-go, -python and -node renderings; a duplicate or orphaned
// Responses input item, reasoning items to a non-reasoning model, JSON mode
// without the word, an image refused by the safety system, quota behind a
// 429, a cancel of a finished run, Realtime session expiry and a cancel with
// no active response, streamed response.failed / response.incomplete and a
// streamed refusal, an incomplete Assistants run), the Gemini API (genai
// Go and Python renderings: a feature the model lacks, a missing thought
// signature, a free-tier limit of 0 against a per-minute one, a suspended
// consumer, a method the model does not serve, finishReason OTHER and the
// image reasons, a blocked prompt), Bedrock (ModelErrorException on a
// malformed tool use, model lifecycle, Malformed input request, Marketplace
// access, context-window stop), Azure OpenAI (operation not supported, key,
// call rate) and MCP (the TypeScript SDK's output-schema checks, total
// timeout, URL elicitation, a missing capability; isError results quoting a
// wrapped LLM API's error). Labelled from the vendors' docs and SDK sources
// and docs/taxonomy.md before the classifier was run; no line repeats an
// earlier set's message.
//
// First run (clean copy of HEAD 29c37fa): 52/60 overall, 32/40 on the
// tricky lines. The misses, by class: a generic invalid_request_error whose
// message is a state of the world (a cancel of a run that already ended, a
// Realtime cancel with no active response: conflict; a session that hit its
// maximum duration: premise); a result that ran and is unusable behind a
// request-shaped code (the MCP TypeScript client's output-schema checks,
// -32600/-32602; Bedrock's ModelErrorException on a malformed tool use);
// an OpenAI Assistants run object with status incomplete; "required key
// [...] not found" in a Malformed input request read as a missing resource.
//
// The misses were fixed in the presets by class (a cancel refused because
// the work it targets already ended or nothing runs, named by status or
// attribute, is conflict; a session the server ended at its lifetime is
// premise; output that breaks the contract its callee declared is
// ambiguous whatever code carries it; an OpenAI object that reports its
// work incomplete is ambiguous, failed by its error; a key or a tool-call
// pairing the request's own body lacks is invalid), with other software's
// wordings in TestGeneraliseSet32, and the set is strict since 87d056f.
func TestIndependentCases32(t *testing.T) {
	runIndependent(t, "testdata/independent32.jsonl", true)
}

// TestIndependentCases33 runs testdata/independent33.jsonl, a thirty-third
// held-out set of failures captured live on this machine, as an agent's tools
// hand them over (wrapped "tool db.exec: %w", "tool web.fetch: %w"): PostgreSQL
// 15 through pgx v5 (a check guarding stock, a sequence at its maximum, a
// PL/pgSQL RAISE about a shipped order, an aborted transaction, the session's
// own cursor holding a table, a database other sessions hold, a role that owns
// objects, an operator and a function chosen by argument types, lock_timeout,
// a serializable COMMIT); SQLite through modernc (a CHECK on stock, a trigger
// RAISE on a paid invoice, SQL logic errors naming schema objects, STRICT
// types, BUSY_SNAPSHOT in WAL); Go's net/http (a redirect loop, HTTPS to a
// plain port, unknown, expired certificates, the caller's cancel, an unknown
// host, the server's handshake log) and os (EISDIR, ELOOP, os.Root escapes,
// EXDEV, a closed file); nginx 1.22 pages and error_log lines in front of a
// Go upstream; the MCP reference servers through the go-sdk, the TypeScript
// SDK and raw JSON-RPC; openai-go and anthropic-sdk-go against servers sending
// the documented bodies, streamed error events included. Labelled from the
// software's docs and sources and docs/taxonomy.md before the classifier was
// run; lines whose message an earlier set held were dropped.
//
// First run (clean copy of HEAD b3699d4): 70/71 overall, 46/47 on the tricky
// lines. The miss: a V8 JSON.parse error other than "is not valid JSON" in
// an MCP tool's isError result (the memory server's own store is corrupt).
// The misses were fixed in the presets by class (a JSON parser's syntax
// error in an isError result, in every runtime's wording: jsonparse.go),
// and the set is strict since 1723c0a.
// Tolerated: i33-pg-dropdb-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases33(t *testing.T) {
	// i33-ts-fs-mkdir-under-file: labelled invalid; EISDIR/ENOTDIR on a path is premise by the path ruling (goerr.go).
	runIndependent(t, "testdata/independent33.jsonl", true,
		"i33-ts-fs-mkdir-under-file", "i33-pg-dropdb-in-use")
}

// TestIndependentCases34 runs testdata/independent34.jsonl, a thirty-fourth
// held-out set of documented failures from the services' own docs and
// sources: AWS core services through aws-sdk-go-v2 and v1 (S3, DynamoDB, SQS,
// SNS, Lambda, IAM, STS, KMS, Secrets Manager, EC2, ECS, CloudFormation),
// PostgreSQL's errcodes situations through pgx, Go's standard library (net,
// net/http, os, context, encoding/json, database/sql, crypto/x509), Google
// Cloud (Storage, BigQuery, Pub/Sub, Spanner, Firestore through googleapi,
// grpc-go and the Go clients), Slack, GitHub REST (JSON and go-github),
// Kubernetes and Stripe, often wrapped by an agent's tool. Labelled from the
// docs and docs/taxonomy.md before the classifier was run; lines whose
// message an earlier set held were reworded.
//
// First run (clean copy of HEAD 61d9493): 74/77 overall, 50/53 on the tricky
// lines. The misses: a googleapi 409 whose reason repeats the status but
// whose message says the name is someone else's; a googleapi 403 whose reason
// is the object's retention state; go-github's 409 "Git Repository is empty."
// without the documentation_url. The misses were fixed in the presets by
// class (GitHub's error as its clients print it, githubtext.go; a name
// another customer holds in a shared namespace, heldWords; an object
// retained by a policy, a hold or a lock, retention.go), and the set is
// strict since 94036b4.
// Tolerated: i34-gcs-bucket-name-taken: invalid vs premise by the bucket-name ruling (sets 317 and 349): the bucket name is the step's own free choice, which the service asks it to make again.
// Tolerated: i34-slack-go-not-in-channel: premise vs denied by the Slack ruling (the lead, after blind sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320: the app is not a member of the channel, a right it lacks until invited): this set was labelled from the taxonomy as it stood (not_in_channel premise).
// Tolerated: i34-pg-db-accessed: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases34(t *testing.T) {
	runIndependent(t, "testdata/independent34.jsonl", true,
		"i34-gcs-bucket-name-taken", "i34-slack-go-not-in-channel", "i34-pg-db-accessed")
}

// TestIndependentCases35 runs testdata/independent35.jsonl, a thirty-fifth
// held-out set of 67 documented failures (45 tricky) from the vendors of the
// shared corpus in about its proportions, each the text the service or its
// Go SDK emits, often wrapped by an agent's tool: AWS through aws-sdk-go-v2
// (a DynamoDB transaction cancelled by a concurrent one, an SQS purge or a
// queue name inside its 60 s window, a Lambda update still in progress, a
// disabled KMS key, a table being updated, the account's code storage, a
// role with policies attached, STS not activated in a region), PostgreSQL
// through pgx (a delete under a foreign key, a read-only standby, a check
// guarding stock, a database other sessions hold), anthropic-sdk-go (a model
// name, an error event after a 200, an expired batch request, max_tokens),
// Go's net, net/http, crypto/x509 and context, Slack through slack-go, the
// MCP TypeScript SDK and filesystem server, genai, googleapi and grpc-go
// (Gemini per-minute quota worded as billing, region refusal, BigQuery's
// 403 rate limit, resourceNotReady, a create-only Cloud Storage write),
// openai-go, RFC 8470 and 9110 statuses, GitHub (JSON and go-github),
// kubectl and Stripe. Labelled from the docs and docs/taxonomy.md before
// the classifier was run; no line repeats an earlier set's message.
//
// First run (clean copy of HEAD bed99ca): 65/67 overall, 43/45 on the tricky
// lines. The misses: a googleapi 412 conditionNotMet on a write the tool
// says is create-only (ifGenerationMatch=0: the object is there, conflict);
// a 413 whose Retry-After header arrives in the text after a tool's prefix
// (RFC 9110 15.5.14: temporary).
//
// The misses were fixed in the presets by class (a create-only condition
// in each service's spelling, createonly.go; a status line and headers
// quoted after a tool's prefix, quoted.go; generalise_35_test.go), and the
// set is strict since ed522a9.
// Tolerated: i35-pg-db-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases35(t *testing.T) {
	runIndependent(t, "testdata/independent35.jsonl", true, "i35-pg-db-in-use")
}

// TestIndependentCases37 runs testdata/independent37.jsonl, a thirty-seventh
// held-out set of documented failures from the vendors of the shared corpus
// in about its proportions, 39 of 55 tricky, each the text the service or
// its Go SDK emits, often wrapped by an agent's tool: AWS through
// aws-sdk-go-v2 (an SQS purge inside its 60 s window, a Lambda update in
// progress, the account's vCPU limit, a missing ECS cluster, a Kinesis shard
// throttle, a role with policies attached, a stack that exists, missing
// CloudFormation capabilities, S3's PermanentRedirect, DynamoDB on-demand
// throttling), PostgreSQL through pgx (a function that needs a cast, a
// check guarding stock, a read-only standby, an aborted transaction, NOWAIT,
// a full disk, the caller's cancel, a value too long), anthropic-sdk-go and
// the Messages API (overload, credit, a retired model, unpaired tool_use, a
// refusal and max_tokens after a 200), Go's net/http, crypto/x509, net and
// os, Slack, the MCP TypeScript SDK and filesystem server, googleapi, the
// Pub/Sub, Spanner and genai clients, openai-go and a 200 cut short, RFC
// 4918 and 8470 statuses, grpc-go, GitHub through go-github, kubectl and
// Stripe. Labelled from the docs and docs/taxonomy.md before the classifier
// was run; no line repeats an earlier set's message.
//
// First run (clean copy of HEAD 0caf631): 55/55 overall, 39/39 on the tricky
// lines. Every class here is one docs/taxonomy.md already names, in a new
// wording or wrapping, so the set measures the wording's reach, not new
// classes.
// Tolerated: i37-mcp-edit-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Tolerated: i37-slack-not-in-channel: premise vs denied by the Slack ruling (the lead, after blind sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320: the app is not a member of the channel, a right it lacks until invited): this set was labelled from the taxonomy as it stood (not_in_channel premise).
func TestIndependentCases37(t *testing.T) {
	runIndependent(t, "testdata/independent37.jsonl", true, "i37-mcp-edit-nomatch", "i37-slack-not-in-channel")
}

// TestIndependentCases36 runs testdata/independent36.jsonl, a thirty-sixth
// held-out set of failures captured live on this machine, 33 of 53 tricky, as
// an agent's tools hand them over: PostgreSQL 15 through pgx v5 (foreign keys
// both ways, currval before nextval, CREATE INDEX CONCURRENTLY in a
// transaction, a date out of range, connecting to a missing database or as a
// missing role, NOWAIT, a backend the administrator terminated); SQLite
// through modernc and database/sql (a foreign key with children, SQL logic
// errors that are the statement's or the connection's call order, NULL into
// a string, a closed DB, mode=ro, a missing directory, max_page_count); Go's
// net/http (a hostname mismatch, a client certificate the server requires,
// response headers over the limit) and os (ENOTEMPTY, EBADF on a read-only
// file, EPERM for a hard link to a directory); nginx 1.22 error_log lines (a
// directory without an index, an upstream's invalid header, an upstream pool
// marked down) and pages; the MCP reference servers through the go-sdk, the
// TypeScript SDK and raw JSON-RPC; openai-go and anthropic-sdk-go against
// servers sending the documented bodies. Labelled from the software's docs
// and sources and docs/taxonomy.md before the classifier was run; no line
// repeats an earlier set's message.
//
// First run (clean copy of HEAD 0caf631): 49/53 overall, 29/33 on the tricky
// lines. The misses, by class: an EPERM that no credential lifts (link(2) on
// a directory) read as denied; nginx's "directory index of ... is forbidden"
// (no index file, autoindex off) read as denied; nginx's "upstream sent
// invalid header" (what the upstream sends every time) read as the
// upstream's passing failure; EISDIR in an MCP tool result for a path the
// server was configured with, not one the call named.
//
// No rule was added for them: all four repeat, in new captures, engine
// texts an earlier set already holds, and none can be read one way without
// reading another held line the other way. link(2)'s EPERM is a directory
// and also protected_hardlinks' refusal (set 29's i29-os-link-dir);
// Node's "EISDIR: illegal operation on a directory, read" names no path
// and is the filesystem server's answer to read_text_file on a directory
// too (i29-ts-mem-store-dir; premise for both since the path ruling,
// goerr.go); "upstream sent invalid header" is
// held transient by TestUnseen19Classes (proxy_next_upstream's
// invalid_header moves on to the next server) and premise by set 29; and
// set 21 holds "directory index of ... is forbidden" as denied
// (i21-nginxlog-directory-index) where this set says premise (no
// credential lists a directory without an index: ngx_http_index_module,
// autoindex off). The last two are label disagreements for a person to
// settle, not rules to write.
func TestIndependentCases36(t *testing.T) {
	// i36-lite-readonly-mode: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	// i36-lite-db-closed: labelled invalid; a closed database handle is premise by the handle ruling (docs/taxonomy.md).
	// i36-lite-commit-none: labelled invalid; premise by the transaction ruling, which covers SQLite's "no transaction is active" (sqlite.go).
	// i36-ts-mem-store-dir: labelled premise; server-memory\'s store EISDIR is word for word server-filesystem\'s read of a folder; without Input.Tool naming a graph tool the path ruling (pathkind.go) reads it as the call\'s (invalid)
	runIndependent(t, "testdata/independent36.jsonl", true,
		"i36-ts-mem-store-dir", "i36-lite-commit-none", "i36-ngxlog-invalid-header",
		"i36-lite-db-closed")
}

// TestIndependentCases38 runs testdata/independent38.jsonl, a thirty-eighth
// held-out set of documented failures from the vendors of the shared corpus,
// chosen for being tricky (41 of 50), each the text the service or its Go SDK
// emits: AWS through aws-sdk-go-v2 (S3 sign-up, a Bedrock model retired as
// Legacy, a state machine being deleted, in-progress CloudFront
// invalidations, stages that hold a deployment, a protected service-linked
// role, an account outside Organizations, an address in use, a Lambda role
// without EC2 rights, a missing ECS service-linked role, an export another
// stack holds, a zero SageMaker quota, KMS's rate), PostgreSQL through pgx
// (ALTER SYSTEM in a transaction, /dev/shm full, prepared transactions off),
// Go's os/exec and crypto/tls and a proxy URL's scheme, grpc-go (a missing
// daemon socket, a client certificate the server refused, a per-minute
// Sheets quota, the Pub/Sub service agent's KMS grant), googleapi (GKE busy,
// BigQuery concurrency, a stopped Cloud SQL instance), openai-go,
// anthropic-sdk-go, Slack, the MCP TypeScript SDK's streamable HTTP,
// kubectl (a terminating namespace, a UID precondition, no kubeconfig, a
// stuck rollout), Stripe (3DS failure, idempotency across endpoints, a spent
// PaymentMethod, a customer without a card) and GitHub via go-github.
// Labelled from the docs and docs/taxonomy.md before the classifier was run;
// no line repeats an earlier set's message.
//
// First run (clean copy of HEAD 3d1e84a): 28/50 overall, 19/41 on the tricky
// lines; every miss is a tricky line (/tmp/p6/firstrun-38.md has them by
// class).
//
// The misses were fixed in the presets by class (a library's check on the
// program's own configuration; a certificate alert the server sent, inside
// gRPC too; a missing unix socket; kubectl's no-kubeconfig fallback and a
// stuck rollout; MCP's second initialize; GitHub's stale blob sha and merge
// in progress; account steps, a stopped instance, dependents and a payment
// instrument behind a generic code; AWS code shapes; a Legacy model; a
// Kubernetes UID precondition; a FAILED_PRECONDITION that is a grant;
// generalise_38_test.go), and the set is strict since 8982ef6, but for
// i38-cfn-export-exists: its label (conflict) the docs support two ways (a
// name another stack holds reads as premise, as S3's BucketAlreadyExists).
// Tolerated: i38-openai-rpd: transient vs premise (the lead's dailyWindowRefills, after blind sets 7, 266, 516, 804 and 951): OpenAI's per-day (RPD) limit is a rolling bucket, and the body's "Please try again in 8.64s" is the wait to the next free slot (86400 s / 10000); this set read the day's limit as spent (premise), which holds for a wait of hours.
func TestIndependentCases38(t *testing.T) {
	// i38-gh-contents-sha-stale: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	runIndependent(t, "testdata/independent38.jsonl", true,
		"i38-cfn-export-exists", "i38-gh-contents-sha-stale", "i38-openai-rpd")
}

// TestIndependentCases40 runs testdata/independent40.jsonl, a fortieth
// held-out set of failures captured live on one machine, each message the
// exact text the running software gave: Go's net/http and crypto/tls against
// local servers with certificates made by crypto/x509 (a server certificate
// for client auth only, a leaf that signs a leaf, no IP SANs, not yet valid,
// an expired client certificate, no common ALPN protocol or cipher, two
// Content-Length headers, a 500 naming a missing config file) and the
// server's handshake log for the same refusals; Go's os, io/fs and
// path/filepath (RLIMIT_FSIZE, a socket opened as a file, a mount point, a
// symlink loop through EvalSymlinks, os.Root); the CLIs an agent's shell tool
// runs, with their stderr (git: a non-bare remote, a dirty rebase, an
// unmerged branch, a cherry-pick conflict, a diverged --ff-only pull, a tag
// the remote holds; gzip and tar on truncated, corrupt and non-archive files;
// npm ci without a lockfile and --offline without a cache; a go.mod newer
// than the toolchain; ulimit -f; curl's own write, read, chunked and
// certificate-name errors); and nginx 1.22's error_log for a unix socket it
// may not open and TLS to the upstream that fails. Labelled from the
// software's docs and docs/taxonomy.md before the classifier was run; no line
// repeats an earlier set's message.
//
// First run (clean copy of HEAD bc70808): 41/61 overall, 19/37 on the tricky
// lines (/tmp/p6/firstrun-40.md has the misses by class).
//
// The misses were fixed in the presets by class (toolwords.go: a
// version-control command refused for the working copy's state, a damaged
// or foreign file, the host's file size limit, a response framing the
// parser refuses, curl's errors about a local file, a lockfile, cache or
// toolchain the project lacks, a certificate naming another host; goerr.go:
// an errno's path read behind a tool's prefix; generalise_40_test.go), and
// the set is strict since 7d270bd; i40-go-fileserver-missing passes since
// net/http's "404 page not found" reads as the status does (premise), as
// sets 167 and 173 label it too (httppreset.go modelOrRouteTypo).
func TestIndependentCases40(t *testing.T) {
	// i40-os-mkdirall-file: labelled invalid; EISDIR/ENOTDIR on a path is premise by the path ruling (goerr.go).
	// i40-grep-dir (grep of a directory without -r) reads invalid since set
	// 135's class (shellwords.go recursiveOptionMissing).
	runIndependent(t, "testdata/independent40.jsonl", true,
		"i40-os-mkdirall-file")
}

// TestIndependentCases44 runs testdata/independent44.jsonl, 59 documented
// failures from the vendors of the shared corpus in about its proportions
// (AWS through aws-sdk-go-v2: SES's daily quota under Throttling, ECR,
// Glue, KMS pending deletion, RDS deletion protection, STS, SQS FIFO,
// Bedrock, CloudWatch Logs; PostgreSQL through pgx and PgBouncer; Anthropic
// through anthropic-sdk-go and a server tool's result; Go's net/http, os and
// os/exec; Slack through its three clients' renderings; MCP TypeScript SDK
// prompts, resources and completion, the filesystem and everything servers;
// Firestore, Gemini via google.golang.org/genai, Cloud Storage, Cloud Run,
// BigQuery DML; openai-go; WebDAV's and RFC 6585's statuses; grpc-go;
// go-github; kubectl; Stripe), each in a wrapping or context no earlier set
// holds. Labelled from the docs and docs/taxonomy.md before the classifier
// was run; 39 of the 59 are tricky.
//
// First run (clean copy of HEAD 2db9fde): 56/59 overall, 36/39 on the
// tricky lines; every miss is a tricky line (/tmp/p6/firstrun-44.md has them
// by class): a WebDAV MKCOL's 409 (a missing parent collection) and 405 (the
// collection exists) read by the method, and an MCP completion's unknown
// resource template.
//
// The misses were fixed in the presets by class (a WebDAV method's own 405
// and 409, webdav.go; an MCP -32602 for an unknown resource template,
// mcptemplate.go; generalise_44_test.go), and the set is strict since
// bb7ebea.
func TestIndependentCases44(t *testing.T) {
	runIndependent(t, "testdata/independent44.jsonl", true)
}

// TestIndependentCases45 runs testdata/independent45.jsonl, 54 documented
// failures whose exact text comes from the source of the software that
// emits it: PostgreSQL 15 server messages with their SQLSTATE, DETAIL and
// HINT as pgx prints them (a recovery conflict on a standby, DDL sent to a
// standby, a database held by a logical replication slot, a view column
// that is not updatable, a trigger that changed its own command's row,
// MERGE touching a row twice, a missing range partition, a check guarding a
// gift card's balance against one guarding a format, savepoints, temporary
// objects and prepared transactions, an invalidated slot, a short read),
// the Go standard library (archive/zip, archive/tar, net/http, net, os,
// os/user, strconv, time, crypto/x509, database/sql) and grpc-go's own
// status texts (the picker while connections are not ready, metadata over
// the server's header limit, GOAWAY too_many_pings, the dns resolver, a
// proxy's 431, a proto2 message without its required field). Labelled from
// the sources and docs/taxonomy.md before the classifier was run; lines
// whose message an earlier set held were dropped. 34 of the 54 are tricky.
//
// First run (clean copy of HEAD a23234a): 48/54 overall, 29/34 on the
// tricky lines (/tmp/p6/firstrun-45.md has the misses by class). The misses
// were fixed in the presets by class (a file whose bytes are not the
// reader's format, an HTTP client refusing a request the program built, a
// parser naming a duration's unit, a group the host lacks in os/user's own
// "group:" words, a request over the peer's header limit under gRPC
// INTERNAL; ownrequest.go, toolwords.go), and the set is strict since
// fe2585d.
func TestIndependentCases45(t *testing.T) {
	runIndependent(t, "testdata/independent45.jsonl", true)
}

// TestIndependentCases41 runs testdata/independent41.jsonl, 53 failures
// captured live on 2026-12-02 and labelled from the software's docs and
// sources and docs/taxonomy.md before the classifier was run: the MCP
// reference servers (everything, filesystem, memory) through the go-sdk
// client, the TypeScript SDK client and raw JSON-RPC over stdio (a call
// before initialize, initialize without params, arguments of the wrong
// type, a URI that is not a URL, an unknown prompt in completion/complete,
// an aborted call, a client used after its close, a server that writes a
// banner to stdout, a server that exits mid-call or is not installed, a
// NUL byte in a path, empty listings); a go-sdk server of our own whose
// tool handlers return pgx errors from PostgreSQL (a check guarding a
// balance against one guarding a format, an aborted transaction, a
// database other sessions hold, an undefined function, a foreign key, a
// unique index over duplicates, SET NOT NULL over nulls, dependents of a
// dropped table, a read-only transaction), modernc SQLite errors, its
// input-schema checks and a wrapped Slack refusal; openai-go and
// anthropic-sdk-go against httptest servers sending the vendors'
// documented bodies (a Responses stream's error event, 200s cut by
// max_tokens or a content filter, a stale previous_response_id, a
// workspace spend limit, a wrong model name). Lines whose message an
// earlier set held were dropped (openai-go's Error() hides the body, so
// its lines share their text with earlier ones and differ in code). 33 of
// the 53 are tricky.
//
// First run (clean copy of HEAD 8bcc90d): 36/53 overall, 18/33 on the
// tricky lines (/tmp/p6/firstrun-41.md has the misses by class). The
// misses were fixed in the presets by class (a tool's isError text read by
// the SQLSTATE or gRPC status it quotes, a JSON Schema validator's report,
// a client the program closed, a stdio server writing other text to its
// stdout, a NUL byte in a path, a tools/call result handed over without
// its JSON-RPC response, a *_not_found service code), and the set is
// strict since d3151f3.
//
// Tolerated since the session ruling (toolquotes.go closedSession):
//   - i41-gosdk-call-after-close, i41-ts-call-after-close: labelled invalid
//     (a call on a session the program closed); the MCP SDKs say the same
//     bare words after their server exited, which sets 111, 113 and 124
//     labelled transient, and the ruling reads both transient.
//
// Tolerated: i41-gosdk-own-slack-not-in-channel: premise vs denied by the Slack ruling (the lead, after blind sets 281, 406, 433, 444, 458, 466, 478 and 482 against 320: the app is not a member of the channel, a right it lacks until invited): this set was labelled from the taxonomy as it stood (not_in_channel premise).
// Tolerated: i41-gosdk-own-pg-db-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases41(t *testing.T) {
	runIndependent(t, "testdata/independent41.jsonl", true,
		"i41-gosdk-call-after-close", "i41-ts-call-after-close", "i41-gosdk-own-slack-not-in-channel", "i41-gosdk-own-pg-db-in-use")
}

// TestIndependentCases43 runs testdata/independent43.jsonl, 49 documented
// failures chosen for being tricky (46 of the 49): the status or code name
// points one way and the vendor's docs another. AWS error pages the earlier
// sets did not use (SNS topic and subscription quotas and KMS opt-in,
// Organizations while initialising, a policy still attached and the account
// quota, Step Functions redrive, Secrets Manager on a deleted secret and a
// KMS key it cannot use, Lambda's RevisionId lock, the Redshift Data API's
// running statements, EKS quotas and propagation, CloudWatch, CodePipeline,
// WAF's optimistic lock, propagation and associations, CloudTrail, Glue,
// Batch), Google (a Cloud Storage hold, organisation policies behind
// FAILED_PRECONDITION, Pub/Sub's flow controller, Gemini's LANGUAGE finish),
// GitHub (repository rulesets and push protection in git's output, a diff
// too large, a merge method not allowed, a package version published
// twice), Stripe codes whose words mislead, Kubernetes (a pod not yet
// scheduled, a ClusterIP another Service holds, StatefulSet and finalizer
// rules, a missing PriorityClass, an ingress host another Ingress owns),
// PostgreSQL, Go and the MCP TypeScript SDK. Labelled from the vendors' docs
// and sources and docs/taxonomy.md before the classifier was run; lines
// whose message an earlier set held were dropped.
//
// First run (clean copy of HEAD 8bcc90d): 28/49 overall, 25/46 on the
// tricky lines (/tmp/p6/firstrun-43.md has the misses by class); the
// misses were fixed in the presets by class (standing.go: AWS code names
// that state the world, a stale revision or lock token, a generic code
// whose message states the world, an organization policy under a
// precondition code, Kubernetes refusals about the cluster's state, a push
// the host's branch rules refuse, a client's own flow control, a Pending
// phase), and the set is strict since 44076d2.
func TestIndependentCases43(t *testing.T) {
	// i43-lambda-revision-stale, i43-waf-optimistic-lock: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	runIndependent(t, "testdata/independent43.jsonl", true, "i43-lambda-revision-stale", "i43-waf-optimistic-lock")
}

// TestIndependentCases39 runs testdata/independent39.jsonl, a thirty-ninth
// held-out set of failures captured live from databases only, each message
// the exact Error() text an agent's SQL tool hands over: PostgreSQL 15
// through pgx v5.12 (a jsonpath variable the call did not pass, timeout
// parameters with a bad unit or range, a descending sequence at its minimum,
// SELECT FOR UPDATE, setval and CopyFrom in a read-only transaction, a view
// that takes no writes, a generated column, a loyalty balance's check
// against a date-order check and a domain, NOTIFY's payload limit, CONNECT
// and schema USAGE privileges, a restrictive row-level security policy, a
// connection string's bad connect_timeout and statement_timeout, a struct
// field the query does not select, CopyFrom's short row, and PL/pgSQL
// RAISE with P0001, custom SQLSTATEs and errcodes whose class misleads:
// 22000, 22023, 23514, 0A000, 40001, 55P03) and modernc SQLite through
// database/sql (CHECKs on a state and on a format, STRICT tables, trigger
// RAISE(ABORT|FAIL|ROLLBACK) about a state, a rate and an authority, VACUUM,
// COMMIT, RELEASE and DETACH refused for the connection's own open
// statement). Labelled from the docs and docs/taxonomy.md before the
// classifier was run; no line repeats an earlier set's message.
//
// First run (clean copy of HEAD 3d53901): 44/55 overall, 23/34 on the tricky
// lines; every miss is a tricky line (/tmp/p6/firstrun-39.md has them by
// class).
//
// The misses were fixed in the presets by class (an application's RAISE
// under a SQLSTATE whose class misleads, read by its words about the world;
// an act refused for a state already reached, in any participle; a
// variable the call does not bind; a timeout setting's refused value; a
// client's row-to-struct mapping; SQLITE_BUSY from the connection's own
// unfinished statements; a trigger's wait and self-approval wording:
// raised.go, generalise_39_test.go; a balance counted in points:
// holdingwords.go, set 42), and the set is strict since 6a2b3ba.
// Tolerated: i39-lite-vacuum-stmts: transient vs invalid (the lead's ruling after sets 274 and 278: VACUUM with another statement still stepping is a wait, sqlite.go): the statement order is the caller's to fix too
func TestIndependentCases39(t *testing.T) {
	runIndependent(t, "testdata/independent39.jsonl", true, "i39-lite-vacuum-stmts")
}

// TestIndependentCases42 runs testdata/independent42.jsonl, a forty-second
// held-out set of failures captured live on one machine and handed over as
// an agent's tools hand them: PostgreSQL 15 through pgx v5.12 (a check on a
// wallet's credits, a PL/pgSQL RAISE about them, an unpopulated materialized
// view, MERGE matching a row twice, temp_file_limit, sslmode=require against
// a server without TLS, sequence and schema privileges, a deferred foreign
// key failing at COMMIT, a connection closed by idle_session_timeout),
// modernc SQLite (triggers' RAISE about a state and a credit limit, a view
// whose table was dropped, a deferred foreign key at COMMIT), Go's crypto/tls
// and os (a legacy Common Name, a re-keyed CA of the same name, a path length
// constraint, a proxy that is down), nginx 1.22's WebDAV pages and error_log
// (MKCOL on an existing collection, COPY with Overwrite: F, PUT and MOVE into
// a missing collection, PUT to a collection, DELETE without Depth: infinity,
// an access rule), the MCP reference servers through the go-sdk, the
// TypeScript SDK and raw JSON-RPC (empty listings and graphs, the caller's
// cancel, schema errors, a store directory that does not exist), openai-go
// (with the error's raw JSON) and anthropic-sdk-go against httptest servers
// sending the vendors' documented bodies. Labelled from the docs and
// docs/taxonomy.md before the classifier was run.
//
// First run (clean copy of HEAD d20353e): 44/50 overall, 26/31 on the tricky
// lines (/tmp/p6/firstrun-42.md has the misses by class).
//
// The misses were fixed in the presets by class (a CHECK on a holding
// counted in an account's own unit, holdingwords.go; a WebDAV server's
// refusal of how the request is built, davwords.go; a result whose own
// summary counts nothing, zerocount.go; a bare go-sdk tool result,
// toolquotes.go), and the set is strict since bf7d8dd. Two labels the
// docs support two ways stay tolerated: 53400 temp_file_limit (taxonomy.md
// lists 53400 as premise, set 9 labels the same failure invalid) and a
// trigger's "already invoiced" (appwords.go reads "invoiced" as the call's
// own act for one caller and a blocking state for another).
func TestIndependentCases42(t *testing.T) {
	runIndependent(t, "testdata/independent42.jsonl", true,
		"i42-pg-temp-file-limit", "i42-lite-raise-invoiced")
}

// TestIndependentCases46 runs testdata/independent46.jsonl, a forty-sixth
// held-out set: failures captured live on this machine from Go 1.26's
// net/http and os as an agent's everyday fetch and file tools meet them
// (redirect loops, client timeouts and the caller's cancel, refused and cut
// connections, GitHub-shaped rate limits, archived, empty and private
// repositories, optimistic-lock 409s, 202 and 204 answers, If-Match and
// If-None-Match 412s, 413 with Retry-After, 500s naming a bad request body or
// a missing file, TLS verification and client-certificate failures, os.Root
// escapes, EXDEV, ELOOP, EROFS and ENOSPC on tmpfs mounts, permission
// refusals as a non-root child), labelled from docs/taxonomy.md and the
// software's sources before the classifier's code was read. First run on
// 1149194: 43/47 (tricky 26/29). The misses were fixed in the presets by
// class (a status a client renders in its own words with the response's
// header lines after it, clientstatus.go; a 500 whose body is a JSON
// parser's refusal of the request, requestsyntax.go; a stale
// compare-and-swap on a ref, staleref.go; a pattern argument the library
// cannot use, patternwords.go), and the set is strict since 425bc9d.
func TestIndependentCases46(t *testing.T) {
	// i46-http-gh-409-sha: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	// i46-fs-readdir-file: labelled invalid; Go's open ENOTDIR is premise by the path ruling (pathkind.go): the text is also a write through a file
	runIndependent(t, "testdata/independent46.jsonl", true, "i46-fs-readdir-file",
		"i46-http-gh-409-sha")
}

// TestIndependentCases47 runs testdata/independent47.jsonl, a forty-seventh
// held-out set: failures captured live on this machine from nginx 1.22.1 in
// front of Go upstreams, as nginx's error_log words them and as the agent's
// Go net/http fetch tool meets them: TLS to the upstream (an expired
// certificate, a client certificate the upstream requires, a handshake that
// times out or is reset), a resolver that does not answer, an upstream's
// broken chunking and stalled body, disable_symlinks, a missing index
// directory and password file, chunked bodies over client_max_body_size,
// malformed requests (an invalid method, two Host headers, a bad
// Content-Length, Content-Length with Transfer-Encoding), an HTTP/2 header
// over large_client_header_buffers, ssl_verify_client refusals (untrusted
// issuer, revoked, wrong purpose, not yet valid), nginx's own TLS server log
// (an expired certificate, ssl_reject_handshake, no common version or
// cipher), and the client's view of the same (x509 and TLS alerts, a GOAWAY,
// a redirect loop, 301, 410, 204, an empty 200, a 503 with Retry-After,
// response headers over the client's limit, a client timeout under
// limit_rate), labelled from nginx's docs and sources and docs/taxonomy.md
// before the classifier's code was read. First run on 1299e0a: 35/40
// (tricky 19/24). The misses were fixed in the presets by class (a proxy's
// TLS to its upstream failing on a certificate, either side's; nginx's
// words for an upstream's broken HTTP framing; a file server's symlink
// policy; a TLS server without the name asked for: proxyside.go), and the
// set is strict since e43c059 but for one label the sources support two
// ways: an HTTP/2 GOAWAY with ENHANCE_YOUR_CALM, which nginx sends for a
// header field over large_client_header_buffers (invalid) and RFC 9113
// defines as excessive load (the sample labels a stream's
// ENHANCE_YOUR_CALM transient).
func TestIndependentCases47(t *testing.T) {
	runIndependent(t, "testdata/independent47.jsonl", true)
}

// TestIndependentCases51 runs testdata/independent51.jsonl, a fifty-first
// held-out set of documented failures from the same vendors as the labelled
// sample in about its proportions (AWS Cognito, Kinesis, Route 53, Secrets
// Manager, Athena, SageMaker, S3, SSM and Bedrock through aws-sdk-go-v2;
// PostgreSQL through pgx; Anthropic's API, its SSE stream and stop reasons;
// Go's net/http, crypto/x509, net and encoding/json; Slack; the MCP
// TypeScript SDK's HTTP transport and the fetch and filesystem servers;
// BigQuery, Cloud Storage, Cloud SQL, Spanner and Gemini; OpenAI's Assistants
// and Responses APIs; RFC 6585's 428 and RFC 8470's 425; grpc-go; GitHub;
// kubectl; Stripe), each message the text the software or its Go SDK emits,
// labelled from the vendor's docs and docs/taxonomy.md before the classifier
// was run; 36 of the 46 lines are tricky. First run (HEAD 1a91c92): 45/46,
// tricky 35/36. The misses were fixed in the presets by class (an expired
// handle only another call can issue again, such as a shard iterator, is
// premise), and the set is strict since b78ec28.
func TestIndependentCases51(t *testing.T) {
	runIndependent(t, "testdata/independent51.jsonl", true)
}

// TestIndependentCases49 runs testdata/independent49.jsonl, a forty-ninth
// held-out set of failures captured live on one machine from an agent's
// ordinary use: the MCP reference servers (filesystem, everything, memory)
// through the go-sdk v1.8.0 client, the TypeScript SDK client and raw
// JSON-RPC on stdio (partial reads, paths of the wrong form, missing parents
// and sources, a corrupt memory store, a root that does not exist, prompts,
// resource templates, logging levels, pagination cursors, a URL elicitation
// the user must complete, the caller's own abort), and openai-go v3.98 and
// anthropic-sdk-go v2.15 against httptest servers sending each vendor's
// documented error bodies and headers (rate limits by kind against quota
// and credit, a request larger than the per-minute limit, tool calls and
// results that do not pair, duplicate items, unsupported parameters for a
// reasoning model, stop and incomplete reasons in a 200), labelled from the
// software's docs and sources and docs/taxonomy.md before the classifier's
// code was read; 25 of the 41 lines are tricky. First run (HEAD 1a91c92):
// 39/41, tricky 23/25. The handshake miss was fixed in the presets by class
// (an MCP connection that ends before initialize is answered: a server
// that cannot start, premise; mcphandshake.go) in f91466c, and the set is
// strict since then but for one line whose label the server's source
// supports two ways: "Unknown resource" for a template id of the wrong
// form, which set 21 reads as premise for ids 0 and -2.
func TestIndependentCases49(t *testing.T) {
	runIndependent(t, "testdata/independent49.jsonl", true, "i49-ts-ev-read-blob-not-an-id")
}

// TestIndependentCases50 runs testdata/independent50.jsonl, a fiftieth
// held-out set of documented failures chosen for being tricky, from error
// pages earlier sets did not use: AWS Organizations (policy types, detach of
// an unattached policy, effective policy in progress, a dependency's
// permission), KMS (an expired import token, a key store that still holds
// keys), DynamoDB Streams' trimmed records, SQS CreateQueue against a queue
// of other attributes, S3 Transfer Acceleration, Service Quotas' trusted
// access, ECR's immutable tags and repository quota, Lambda's recursive loop
// detection, a Cloud Storage event-based hold, Gemini's LANGUAGE finish and
// Vertex AI's input token limit, GitHub's push refusals (GH001, GH002), an
// auto-merge request for a pull request already mergeable, Slack's #general
// rules, Stripe's token_in_use and out_of_inventory, a Kubernetes PVC
// update, PostgreSQL's missing extension type, Go's os, net/smtp,
// database/sql, net/http, x509, http2 and net/mail texts, and an MCP task
// that no longer exists; each message the text the service or its Go SDK
// emits, labelled from the vendor's docs and docs/taxonomy.md before the
// classifier was run; 29 of the 38 lines are tricky. First run (HEAD
// ce0b991): 21/38, tricky 15/29. The misses were fixed in the presets by
// class (records trimmed by retention, a recursive loop between resources,
// an expired handle that is not a credential, a resource that still holds
// others, Already<Past> codes, a name held by an object configured
// otherwise, a feature not configured on the resource, a handle another
// request holds, Slack's #general rules, Go's process-done, SMTP and
// net/mail texts, kubectl's empty manifest; endstate.go), and the set is
// strict since 84ff5be (a pull request's merge state behind GitHub
// GraphQL's UNPROCESSABLE since 40cace3) but for two lines: a detach of a
// policy that is not attached (EC2's error-code page reads the same state
// as a wrong id, premise, so the label is doubtful) and http2's "force
// closed via ClientConn.Close", which the transport itself raises after a
// write error (h2_bundle.go), so the label invalid is wrong.
// Tolerated: i50-ecr-immutable-tag: conflict vs premise (the lead's revised ECR ruling after four blind sets: the immutable tag already there is conflict, endstate.go): the tag names another image, so the plan's tag must change, which also holds
func TestIndependentCases50(t *testing.T) {
	runIndependent(t, "testdata/independent50.jsonl", true,
		"i50-orgs-policy-not-attached", "i50-go-http2-force-closed", "i50-ecr-immutable-tag")
}

// TestIndependentCases48 runs testdata/independent48.jsonl, a forty-eighth
// held-out set of failures captured live from an agent's SQL tool doing
// ordinary data work, each message the exact Error() text wrapped as the tool
// wraps it ("tool db.exec: %w"): PostgreSQL 15 through pgx v5.12 (schema
// migrations on tables with data: NOT NULL, a unique index, a CHECK and an
// exclusion constraint over rows that break them, a type change under a
// view, USING, drops with dependents, enum values added and used in one
// transaction, CREATE INDEX CONCURRENTLY in a transaction, the session's own
// cursor, a database other sessions hold; bulk imports: CopyFrom with a
// wrong column and a wrong Go type, COPY with extra data and a server file,
// ON CONFLICT without a matching unique index; analytics: overflows, dates,
// regexes, GROUP BY, an undefined window, a repeated CTE name, an
// out-of-scope alias, a recursive CTE's types and statement_timeout;
// savepoints, an aborted and a closed transaction, a missing cursor; a
// NOLOGIN role and row-level security) and modernc SQLite on real files
// (DROP COLUMN refused for an index, a generated column, a trigger and a
// view that use the column, STRICT types, a CHECK guarding stock, sum()'s
// integer overflow, JSON paths, journal mode in a transaction, a missing
// savepoint, an attached file that is not there), labelled from the
// PostgreSQL and SQLite docs and docs/taxonomy.md before the classifier's
// code was read; 30 of the 49 lines are tricky. First run on 425bc9d:
// 44/49 (tricky 25/30). The misses were fixed in the presets by class (a
// schema change refused because another object uses what it changes,
// premise as 2BP01, schemadeps.go; a name the statement defines itself,
// a WINDOW clause's, invalid under 42704, stmtnames.go), and the set is
// strict since b736115.
// Tolerated: i48-pg-dropdb-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases48(t *testing.T) {
	// i48-pg-tx-closed: labelled invalid; premise by the transaction ruling
	// (docs/taxonomy.md).
	// i48-pg-cursor-missing: labelled invalid; 34000 "cursor does not exist" is premise (postgres.go: a cursor closes with its transaction; sets 118, 189, 258).
	runIndependent(t, "testdata/independent48.jsonl", true,
		"i48-pg-cursor-missing", "i48-pg-tx-closed", "i48-pg-dropdb-in-use")
}

// TestIndependentCases55 runs testdata/independent55.jsonl, a fifty-fifth
// held-out set of documented failures from the vendors of the dev sample in
// about its proportions, each the exact text the service or its official Go
// SDK emits, most wrapped by an agent's tool: aws-sdk-go-v2 (an SQS purge
// within 60 s, a resharding Kinesis stream, a stack in
// UPDATE_ROLLBACK_FAILED, a non-empty ECR repository, Lambda's code storage,
// an expired STS token, a dead Step Functions task token, a full DynamoDB
// item collection), pgx (a full disk, a CHECK guarding stock, a lock
// timeout, a GENERATED ALWAYS identity, a unique index over duplicates, SET
// NOT NULL over nulls), anthropic-sdk-go and openai-go (credit balance,
// max_tokens, 529, a misspelt model, a thread with an active run, a missing
// file), Go's net/http and os, Slack, MCP (an unknown tool, a missing
// resource, a client timeout), googleapi and genai (a region refusal, an
// expired key, a disk not ready, Cloud SQL's operation in progress,
// BigQuery's resourcesExceeded, Pub/Sub's paused ordering key), RFC 8470's
// 425 and RFC 6585's 511, grpc-go's send limit, go-github, kubectl and
// Stripe; 31 of the 43 lines are tricky. Labelled from the vendors' docs and
// docs/taxonomy.md before the classifier ran, in two batches, each labelled
// before its run. First run on c3b48ff: 42/43 (tricky 30/31): the first 32
// lines 32/32 (tricky 22/22), the last 11 lines 10/11 (tricky 8/9). The
// miss was fixed in the presets by class (a GitHub 422 Validation Failed
// reads its errors list in a client's text rendering, go-github's %+v and
// Octokit's JSON, as in the body: githuberrlist.go), and the set is strict
// since 5a7dfe6.
func TestIndependentCases55(t *testing.T) {
	runIndependent(t, "testdata/independent55.jsonl", true)
}

// TestIndependentCases52 runs testdata/independent52.jsonl, a fifty-second
// held-out set of the everyday failures an agent doing ordinary work hits
// first, captured live on one machine and wrapped as its tools hand them
// over: PostgreSQL 15 through pgx v5.12 (a misspelt INSERT column, an
// aggregate over text, an overloaded function that is not unique, a primary
// key added over repeated rows, a check guarding stock on hand, an enum
// value, a migration run twice, a type still used, REFRESH ... CONCURRENTLY
// without a unique index, temp_file_limit, a batch after a failed statement,
// a real deadlock, a TEMP table on another pooled connection, a role that
// does not own the table), Go 1.26 net/http and os (a body read past
// Client.Timeout, a redirect loop, a file moved onto a directory, mkdir
// through a file, a CRLF shebang, a directory as a file name) and nginx
// 1.22.1 (405 and 502 pages; nginx -t on duplicate locations and default
// servers, an unknown directive, a missing certificate, a key that does not
// match; a port another nginx holds; -s reload with an empty and a stale
// pid file), labelled from the software's docs and sources and
// docs/taxonomy.md before the classifier's code was read; 18 of the 30 lines
// are tricky. First run on c3b48ff: 27/30 (tricky 15/18). The misses were
// fixed in the presets by class (a configuration that names one thing twice
// is invalid; a daemon control command that finds no daemon running is
// premise, configtext.go), and the set is strict since a9efa7f.
func TestIndependentCases52(t *testing.T) {
	// i52-os-mkdirall-through-file: labelled invalid; EISDIR/ENOTDIR on a path is premise by the path ruling (goerr.go).
	runIndependent(t, "testdata/independent52.jsonl", true,
		"i52-os-mkdirall-through-file")
}

// TestIndependentCases54 runs testdata/independent54.jsonl, a fifty-fourth
// held-out set of the everyday failures an agent doing ordinary work hits
// first, captured live on one machine and wrapped as its tools hand them
// over: the MCP filesystem and everything reference servers 2026.8.31
// through the go-sdk v1.8.0 and TypeScript SDK 1.32.2
// clients (a path with a NUL byte refused as outside the root, a draft never
// written, a dangling symlink, an enum and an empty list the schema refuses,
// an elicitation the person cancelled, a file:// URI and a percent-encoded
// name passed as paths), openai-go v3.98 (a previous response that is gone,
// a function call without its output, a base URL with /v1 twice, a request
// above the TPM limit, a snapshot name that never existed, a retired model,
// a deactivated account, a project without the model, a restricted key, a
// reasoning item not stored, Slow Down, spent quota) and anthropic-sdk-go
// v2.15 (low credit, a misdated model, a spend limit, Overloaded, a key
// without permission), labelled from the software's docs and sources and
// docs/taxonomy.md before the classifier's code was read; 17 of the 25 lines
// are tricky. First run on c3b48ff: 22/25 (tricky 14/17); the misses were
// fixed in the presets by class (a person who dismissed the request put to
// them, a no-such-file on a path spelled as a URI), and the set is strict
// since 024906b.
func TestIndependentCases54(t *testing.T) {
	// i54-oa-resp-bad-path: labelled invalid; the base-URL rule (llmendpoint.go) reads a base URL that doubles /v1 as the endpoint configuration (premise), as the blind sets 176 and 235 label it
	runIndependent(t, "testdata/independent54.jsonl", true, "i54-oa-resp-bad-path")
}

// TestIndependentCases53 runs testdata/independent53.jsonl, a fifty-third
// held-out set of the everyday failures an agent doing ordinary work hits
// first, captured live on one machine and wrapped as its tools hand them
// over: Go 1.26 os and os/exec (remove of an empty path, a hard link to a
// directory, a directory moved into itself, a read deadline on a regular
// file, CopyFS over an existing file, a seek on a pipe, paths with ~ and
// $HOME no shell expanded, a whole command line as the program's name),
// modernc SQLite (a PostgreSQL date function, an ambiguous column, a
// sub-select with two columns, a text rowid, a write lock another
// connection holds, a column the table never had in a query and in an
// INSERT, a trigger that refuses an archived project, a duplicate name) and
// PostgreSQL 15 through pgx v5.12 (an alias out of a JOIN's scope, LIKE on
// jsonb, lower of an integer, "last monday" as a timestamp, an INSERT with
// an extra value, an UPDATE without the privilege, a misnamed column with
// the server's hint, an ambiguous column, MySQL's LIMIT #,#, a check that
// guards a coupon's uses left, an import run twice), labelled from the
// software's docs and man pages and docs/taxonomy.md before the
// classifier's code was read; 19 of the 30 lines are tricky. First run on
// c3b48ff: 22/30 (tricky 12/19). The misses were fixed in the presets by
// class (callmisuse.go: an empty path, unexpanded shell syntax in a path, a
// command line as a program's name, an operation the file's kind cannot
// take; postgres.go guardsState: a counter of what is left), and the set is
// strict since b73ce29.
func TestIndependentCases53(t *testing.T) {
	runIndependent(t, "testdata/independent53.jsonl", true)
}

// TestIndependentCases56 runs testdata/independent56.jsonl, a held-out set
// of failures captured live on one machine from an agent's everyday file
// and shell tools, each message the exact text Go 1.26 handed over, wrapped
// as tools wrap it: encoding/json and encoding/csv reading files the agent
// did not write (a byte-order mark, comments in a settings.json, an empty
// state file, a short row, a bare quote, a quote that never closes),
// Python reading them through a shell (json.tool, a UTF-16 CSV), a mount
// point removed, a running binary overwritten, a script run while still
// open for writing, a lock another process holds, a file moved onto a
// directory, a directory moved over a non-empty one, a read-only and an
// inode-exhausted tmpfs, os/exec's ErrDot, io/fs's rooted name, dash
// (syntax error, a redirect into a missing directory), grep, find, awk,
// head and cp refusing their arguments, timeout's 124, cmp's and diff's 1,
// mkdir of an existing directory, and a child running as nobody; labelled
// from the software's docs and man pages and docs/taxonomy.md before the
// classifier's code was read; 20 of the 33 lines are tricky. First run on
// cb9cec8: 20/33 (tricky 8/20). The misses were fixed in the presets by
// class (filedata.go: a parser's refusal of a file the tool read is the
// file's content; shellwords.go: cmp's and diff's 1 is an answer, cp
// without -r; patternwords.go: regcomp's words; goerr.go: ETXTBSY on a
// write is a running program), and the set is strict since 46df4b9.
// i56-write-running-binary (premise) is tolerated since the ETXTBSY ruling
// reads a write to a running program transient (goerr.go; live sets 151,
// 214, 323).
func TestIndependentCases56(t *testing.T) {
	runIndependent(t, "testdata/independent56.jsonl", true, "i56-write-running-binary")
}

// TestIndependentCases61 runs testdata/independent61.jsonl, a held-out set
// of the everyday failures an agent hits first on the LLM APIs, captured
// live on one machine from openai-go v3.98 and anthropic-sdk-go v2.15
// against httptest servers sending each vendor's documented error bodies,
// each as the client hands it over and wrapped as an agent loop wraps it:
// embeddings (a batch above the TPM limit, dimensions on ada-002, a chat
// model, a misspelt model, 300,000 tokens per request), the legacy
// Completions endpoint with a chat model, a base URL without /v1, reasoning
// summaries and gpt-image-1 for an unverified organization, a system
// message to o1, max_output_tokens below 16, a function schema's array
// without items, a call id in a function call's id, a misdated model
// retrieved, streams ended by an error event (openai-go's "received error
// while streaming", anthropic-sdk-go's "200 OK" with api_error and
// overloaded_error), by the caller's cancel and by its deadline, a token
// count for a misdated model, a base URL with /v1 for Anthropic, the long
// context beta refused for the subscription, and an API key with a trailing
// newline refused by net/http; labelled from the vendors' docs and
// docs/taxonomy.md before the classifier's code was read; 17 of the 26
// lines are tricky. First run on 745086a: 23/26 (tricky 14/17); the
// misses were fixed in the presets by class (a feature the plan,
// subscription or tier excludes; a 403 refusing a model of the wrong kind
// for the operation; a 404 on a route whose /v1 or /api prefix is
// doubled), and the set is strict since d46a877.
func TestIndependentCases61(t *testing.T) {
	// i61-an-base-url-v1: labelled invalid; the base-URL rule (llmendpoint.go) reads a base URL that doubles /v1 as the endpoint configuration (premise), as the blind sets 176 and 235 label it
	runIndependent(t, "testdata/independent61.jsonl", true, "i61-an-base-url-v1")
}

// TestIndependentCases62 runs testdata/independent62.jsonl, a sixty-second
// held-out set of documented failures from the dev sample's vendors in about
// its proportions, each the exact text the service or its official client
// emits, often behind an agent's tool prefix: EKS DeleteCluster with node
// groups attached, a DynamoDB multi-Region write conflict, a Route 53 zone
// that still holds records, EC2's vCPU quota, SQS's 60 seconds after a
// delete, S3 signed for the wrong region; PostgreSQL's btree row size, a
// migration's lock timeout, a check guarding available stock, a missing
// parent row, a materialized view's owner; Anthropic spend limits, a
// misspelt model id, an expired batch result, a batch too large; Go's TLS
// handshake timeout, https to a plain port, a program not on $PATH; Slack's
// Enterprise migration and App Home messages tab; the MCP filesystem server
// and a closed connection; a zero GPU quota, BigQuery's DML queue, Gemini's
// free tier by country; OpenAI's billing hard limit and server error; RFC
// 8470's 425 and 9110's 414; an expired certificate behind gRPC
// UNAVAILABLE; Octokit's empty repository; kubectl drain against a
// PodDisruptionBudget; Stripe's lapsed authorization. Labelled from the
// vendors' docs and sources and docs/taxonomy.md before the classifier's
// code was read; 22 of the 33 lines are tricky. First run on 29905d2:
// 32/33 (tricky 22/22). The miss was fixed in the presets by class (a cap
// counted in work still waiting or in flight is a wait: runningWork,
// worldstate.go), and the set is strict since 92bc910.
func TestIndependentCases62(t *testing.T) {
	runIndependent(t, "testdata/independent62.jsonl", true)
}

// TestIndependentCases59 runs testdata/independent59.jsonl, everyday
// failures an agent's web-fetch and API-call tools meet, captured live on
// this machine from Go's net/http (client and server sides, HTTP/2 over TLS
// with an internal CA, an egress proxy's CONNECT refusals) and nginx 1.22 in
// front of Go upstreams: gzip bodies that are not gzip, corrupt or fail
// their checksum, a chunk size that is not hex, a Transfer-Encoding the
// client never offered or given twice, a malformed Content-Length or header
// line, a redirect to an unparsable Location, a page past the end of a
// listing, an upload whose file field is misnamed or not multipart, a JSON
// body over MaxBytesReader's limit, a method the mux does not route, a range
// past the end, an HTTP/2 body longer than declared, auth_request's
// unexpected status, an upstream certificate the proxy does not trust, an
// NXDOMAIN through nginx's resolver, and nginx -t on a missing
// ssl_certificate, a bad time unit, an unresolvable upstream and a bad port;
// labelled from net/http's and nginx's sources and docs and
// docs/taxonomy.md before the classifier's code was read; 16 of the 26
// lines are tricky. First run on cb9cec8: 18/26 (tricky 9/16); the misses
// were fixed in the presets by class (a response head the client's parser
// refuses and a redirect to an unparsable Location are the server's bytes,
// a request body unlike its declared length and a multipart file part
// absent under the server's name are the call's, a tool's 2xx line followed
// by an empty body is an empty result), and the set is strict since f01c1ce.
func TestIndependentCases59(t *testing.T) {
	runIndependent(t, "testdata/independent59.jsonl", true)
}

// TestIndependentCases60 runs testdata/independent60.jsonl, everyday MCP
// failures captured live on this machine from the reference servers
// (server-everything 2026.8.31 over stdio, streamable HTTP and SSE;
// server-filesystem; server-memory) through the go-sdk v1.8.0 client, the
// TypeScript SDK 1.32.2 client and raw JSON-RPC over stdio and HTTP: a
// session gone under the client when the server restarts, a server stopped
// mid-session, an endpoint path or HTTP method the transport does not serve,
// a second SSE stream, a cut-off body, a batch with two initializes, a
// server launched with a bad argument that writes usage to stdout, argument
// checks sent as -32603, an unknown completion template and tool, a client
// that declares sampling without serving it, a person refusing sampling, a
// task-only tool called plainly, a client deadline, a fetch over the tool's
// size limit, creates the memory graph ignores because they already exist,
// and a hand-edited memory store missing a field; labelled from the servers'
// and SDKs' sources, the MCP specification and docs/taxonomy.md before the
// classifier's code was read; 17 of the 28 lines are tricky. First run on
// b97b01f: 19/28 (tricky 9/17). The misses of four classes were fixed in
// the presets by class (a transport refusing the session id the client
// holds, mcpsession.go; a tool's null dereference on its own data,
// jsonparse.go; a create whose own account of what it added is empty,
// addednothing.go; a -32601 inside a tool's result, the tool's own request
// to a client that cannot serve it, mcpsession.go), and the set is strict
// (since bc6b5e5 for the first two classes) but for two lines the text
// alone cannot decide (a bare [] from a create, which a search answers
// too; see the set's report). The 404 on a wrong endpoint path, tolerated
// at first, is premise since the endpoint rule (mcphandshake.go
// endpointUnrouted).
// Tolerated: i60-ts-fs-edit-dryrun-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
// Fixed later by the lead: i60-raw-mem-create-dup (addednothing.go createdNothing: the memory server's create_entities or create_relations answering [] beside one empty list added nothing, every item was there: conflict).
// Fixed later by the lead: i60-raw-mem-rel-dup (addednothing.go createdNothing: the memory server's create_entities or create_relations answering [] beside one empty list added nothing, every item was there: conflict).
func TestIndependentCases60(t *testing.T) {
	runIndependent(t, "testdata/independent60.jsonl", true, "i60-ts-fs-edit-dryrun-nomatch")
}

// TestIndependentCases58 runs testdata/independent58.jsonl, a held-out set of
// everyday failures an agent's data tool meets, captured live from
// PostgreSQL 15 through pgx v5.12 in its own schema and roles: functions of
// an extension the database lacks (uuid-ossp, pg_trgm), a GIN index on
// plain text, a tsquery of free text, a partition attached over stored rows
// of another range and one whose range another partition holds, statements
// that need or refuse a transaction block (DETACH CONCURRENTLY, LOCK TABLE,
// DECLARE CURSOR), FOR UPDATE on an outer join's nullable side, pgx refusing
// a scan into too small or integer types, Scan before Next, a slice for one
// parameter and a batch read past its queue, functions and operators on the
// wrong types, a query's own alias in WHERE, excluded.<typo>, UNION types,
// a zero step, DISTINCT with ORDER BY, a long NOTIFY channel, COPY into a
// view, a row-level security policy reading a setting the session never
// set, SET ROLE without membership, and migrations whose stored rows break
// a new type or whose order of statements is wrong; labelled from the
// PostgreSQL 15 docs, pgx's source and docs/taxonomy.md before the
// classifier's code was read; 19 of the 30 lines are tricky. First run on
// 656805f: 21/30 (tricky 11/19). The misses were fixed in the presets by
// class (a function an extension provides, a data exception while a
// migration converts stored rows, no default operator class, NOT NULL
// declared first, a partition range already held, a client's call order
// on results: pgsetup.go, sqlclient.go), and the set is strict since
// 6d21a4f.
// Tolerated: i58-pg-rls-tenant-unset: premise vs invalid by the lead's
// custom-setting ruling (sets 157 and 505: a dotted setting "unrecognized"
// is one this session never set, not a misspelt word; postgres.go).
func TestIndependentCases58(t *testing.T) {
	runIndependent(t, "testdata/independent58.jsonl", true, "i58-pg-rls-tenant-unset")
}

// TestIndependentCases57 runs testdata/independent57.jsonl, held-out failures
// captured live from SQLite via modernc.org/sqlite v1.62.0 through
// database/sql on real files, as an agent's data tool meets them: ALTER TABLE
// limits (ADD COLUMN with UNIQUE, PRIMARY KEY, a non-constant default or
// STORED; DROP COLUMN of a key or UNIQUE column; RENAME to a taken name), a
// generated column written, a STRICT table without a type, a view with a
// bound parameter, trigger RAISE(ABORT/FAIL) about a record's state and about
// the row's values, a non-deterministic partial index, a CHECK with a
// subquery, MySQL's collation, JSON functions given a BLOB, FTS5 (a misspelt
// tokenizer, a hyphenated search term, MATCH on a plain column, DELETE on a
// contentless table), DETACH of an alias never attached, an unattached
// schema, INDEXED BY an index the query cannot use, PRAGMA synchronous in a
// transaction, a reserved sqlite_ name, a misspelt URI mode, a :name without
// its sql.Named argument and a TEXT date scanned into time.Time; labelled
// from sqlite.org's documentation, the Go documentation and docs/taxonomy.md
// before the classifier's code was read; 17 of the 28 lines are tricky. First
// run on 656805f: 24/28 (tricky 14/17). The misses were fixed in the
// presets by class (a state that blocks an act worded without "already",
// a collation in another engine's dialect or misspelt, an alias not
// attached), and the set is strict since d8568bb.
func TestIndependentCases57(t *testing.T) {
	runIndependent(t, "testdata/independent57.jsonl", true)
}

// TestIndependentCases63 runs testdata/independent63.jsonl, a held-out set of
// failures captured live on one machine in the order an agent meets them on
// an everyday job (import a CSV into PostgreSQL, keep notes in SQLite, serve
// the report through nginx, summarise it with a model, save notes through
// MCP), each message the exact text the software emitted: PostgreSQL 15
// through pgx v5.12 (a server-side COPY of a file not yet written, a
// thousands separator in numeric input, a foreign key to an order not yet
// imported, a check guarding stock, SQLite's json_extract and strftime sent
// to PostgreSQL, a read-only session, a database never created), modernc
// SQLite (a STRICT column given text, PostgreSQL's to_char, an upsert target
// without a unique index, a busy file), nginx 1.22 (nginx -t with an unknown
// variable and a regex location's proxy_pass URI, the 497 page, a
// limit_except deny and a refused upstream in error_log), Go net/http and os
// (a rename onto a directory, a doubled port, MaxBytesReader's 413, a
// missing export), the MCP reference servers through the go-sdk, the
// TypeScript SDK and raw JSON-RPC (unknown and misspelt tools, an unknown
// prompt, a missing resource behind -32602, an edit whose oldText does not
// match, a path outside the allowed directories), openai-go (413 from the
// nginx proxy in front of the API, model_not_found behind a 404,
// insufficient_quota behind a 429) and anthropic-sdk-go (a 404 naming a
// model, a credit balance behind a 400, a rate limit); labelled from each
// software's docs and sources and docs/taxonomy.md before the classifier's
// code was read; 21 of the 34 lines are tricky. First run on 4dd9e73:
// 33/34 (tricky 20/21). The one miss, a Go os.Rename onto a directory
// (EEXIST), stays tolerated: this set labels it invalid (the destination
// argument names a directory, pkg.go.dev/os#Rename), but sets 29, 46, 52
// and 56 label the same failure premise and the presets follow them. The
// classes around the set's lines were generalised in 7f965b4, 9693cb5 and
// 1c040f2 (TestGeneralise63).
// Tolerated: i63-mcp-ts-edit-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases63(t *testing.T) {
	runIndependent(t, "testdata/independent63.jsonl", true, "i63-os-rename-onto-dir", "i63-mcp-ts-edit-nomatch")
}

// TestIndependentCases67 runs testdata/independent67.jsonl, a held-out set of
// failures captured live from nginx 1.22 on one machine as an agent that
// serves and proxies things meets them, each message the exact text the
// software emitted: nginx -t on the configuration mistakes an agent makes
// editing nginx.conf (a directive in the wrong block, a missing brace or
// semicolon, a listen, proxy_pass, upstream, zone or variable given twice, a
// zone never declared, a bad rate, a port on an upstream group, an empty
// upstream, an include of a file not yet written, an unknown log format, a
// broken regex, a status out of range), nginx -s with a signal it does not
// have and with no master running, a start on an address this host does not
// hold, error_log at runtime (an auth service's 500 behind auth_request, an
// htpasswd file and a body temp directory the worker cannot read, a
// proxy_pass variable without a scheme, an idle WebSocket's read timeout, a
// request without Host, a malformed chunked body) and a Go client's 416;
// labelled from nginx's docs and sources and docs/taxonomy.md before the
// classifier's code was read; 19 of the 31 lines are tricky. First run on
// 4db7eb5: 28/31 (tricky 16/19). The misses were fixed in the presets by
// class (a server's log line where the OS refuses the server its own file
// is premise, ownfile.go), and the set is strict since 8552fda but for
// i67-log-invalid-url-prefix-variable, whose label (invalid) reads the
// request's step as editing nginx.conf; the preset's premise (every request
// meets the same configuration) is the better reading of a runtime line.
func TestIndependentCases67(t *testing.T) {
	runIndependent(t, "testdata/independent67.jsonl", true, "i67-log-invalid-url-prefix-variable")
}

// TestIndependentCases65 runs testdata/independent65.jsonl, a held-out set of
// failures captured live on one machine in the order an operations agent
// meets them on an everyday job (edit and test its nginx proxy conf, signal
// nginx after rotating the logs, health-check the upstreams through the
// proxy, administer PostgreSQL, keep its state in SQLite, take notes through
// MCP), each message the exact text the software emitted: nginx 1.22
// (nginx -t with a duplicate location, a limit_req zone never declared, a
// zone declared twice with two sizes, a key that is not the certificate's,
// two default servers, a fractional time, a log directory not yet created;
// nginx -s with an emptied and a stale pid file; the 502, 504 and limit_req
// 503 pages, the 496 and 495 client-certificate pages behind a 400), Go
// net/http and os (a redirect loop in the conf, a client timeout, https to
// a plain port, a rename into a missing directory), PostgreSQL 15 through
// pgx v5.12 (a role that exists, a reserved pg_ name, a circular grant, a
// missing grantee, a role that owns a view, a "5m" statement_timeout, NOLOGIN,
// a role's connection limit, terminating a superuser's backend, VACUUM in a
// transaction block and the aborted transaction after it, LOCK TABLE in
// autocommit, lock_timeout and NOWAIT with a lock really held, admin and
// idle-in-transaction terminations, a statement timeout, a database in use,
// CONNECT revoked), modernc SQLite (a CHECK guarding a port range, PostgreSQL's
// interval syntax, a corrupt state file) and the MCP memory server through the
// go-sdk (an entity never created, a string for an array); labelled from each
// software's docs and sources and docs/taxonomy.md before the classifier's
// code was read; 26 of the 42 lines are tricky. First run on b5ae8f6:
// 42/42 (tricky 26/26).
// Tolerated: i65-pg-dropdb-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases65(t *testing.T) {
	runIndependent(t, "testdata/independent65.jsonl", true, "i65-pg-dropdb-in-use")
}

// TestIndependentCases66 runs testdata/independent66.jsonl, a held-out set of
// failures captured live on one machine as a support agent answering a
// refund ticket meets them, in the order it meets them, each message the text
// the tool hands over: the MCP reference servers through the go-sdk (a
// read_multiple_files partial result, a path outside the allowed directory, a
// misspelt tool, the everything server's gzip tool refused by its domain
// allow-list and timed out on a rate-limited nginx origin, the memory server
// pointed at the SQLite cache), Go net/http against nginx 1.22 (a redirect
// loop, WebDAV MKCOL on an existing and under a missing collection, PUT to a
// collection, MOVE with Overwrite: F, DELETE of a missing file, a client
// certificate refusal behind a 400, a file:// URL from the filesystem tool),
// openai-go (a tool name with a dot, a project without the model behind a
// 403, a server_error inside a 200 stream, an expired previous_response_id, a
// function call without its output, nginx's 504 in front of the API) and
// anthropic-sdk-go (nginx's 502 in front of it, a prompt too long, a tool
// result's mislabelled image, an overload inside a 200 stream), and the
// modernc SQLite page cache (a trigger guarding the ticket's state, NOT NULL,
// a foreign key to a page never fetched, a duplicate page, the model's array
// as an argument, max_page_count reached, a damaged file, the file removed
// under an open connection); labelled from each software's docs and sources
// and docs/taxonomy.md before the classifier's code was read; 20 of the 32
// lines are tricky. First run on 0e46f4c: 31/32 (tricky 19/20). The miss
// was fixed in the presets by class (a PUT to a collection URL answered 405
// or 409 is the request's shape, webdav.go), and the set is strict since
// 5dd0487.
func TestIndependentCases66(t *testing.T) {
	runIndependent(t, "testdata/independent66.jsonl", true)
}

// TestIndependentCases64 runs testdata/independent64.jsonl, a held-out set of
// failures captured live on one machine as a coding agent meets them in an
// everyday job, in that order, each message the text the tool hands over:
// git 2.39 and cmd/go 1.26 through the shell tool (a clone of a missing
// repository, a go line newer than the local toolchain, a build output named
// like an existing directory, an undefined name, a vet finding, go run on a
// library, an import no required module provides, a commit with nothing to
// commit, a push behind its remote and to a remote the clone lacks), a
// migration re-run on modernc SQLite (a duplicate column, an existing index,
// the model's task without a title) and on PostgreSQL 15 via pgx (an existing
// column and enum type, the model's SQL with a misspelt column and an
// undeclared alias, its "Done" and "next Friday 17:00" as values, a delete
// of a row still referenced), the Go dev server (not listening yet, a
// method its ServeMux pattern refuses), openai-go behind a ReverseProxy whose
// upstream is down, anthropic-sdk-go with a base URL that doubles /v1, and
// the MCP filesystem server through the go-sdk (a missing file, an edit whose
// oldText no longer matches); labelled from each software's docs and sources
// and docs/taxonomy.md before the classifier's code was read; 16 of the 26
// lines are tricky. First run on 13facc2: 25/26 (tricky 16/16). The misses
// were fixed in the presets by class (a build or run command refusing a
// target of the wrong kind for its verb: toolwords.go targetKindWords), and
// the set is strict since 0894dd7.
// Tolerated: i64-fs-edit-nomatch: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases64(t *testing.T) {
	// i64-an-base-v1: labelled invalid; the base-URL rule (llmendpoint.go) reads a base URL that doubles /v1 as the endpoint configuration (premise), as the blind sets 176 and 235 label it
	runIndependent(t, "testdata/independent64.jsonl", true, "i64-an-base-v1", "i64-fs-edit-nomatch")
}

// TestIndependentCases68 runs testdata/independent68.jsonl, a held-out set of
// failures captured live on one machine as a data-analyst agent meets them
// when a model writes the SQL, each message the text the tool hands over
// ("tool sql.query: <SQL>: <error>"): PostgreSQL 15 through pgx v5.12 as a
// read-only role with its own statement_timeout and temp_file_limit (columns
// guessed or quoted in the wrong case, an alias in HAVING, a FROM entry never
// joined, a table that is not there, an ambiguous join column, grouping and
// nested aggregates, an ordered-set aggregate as a window or without WITHIN
// GROUP, a set-returning function in WHERE, operators and functions on the
// wrong types, MySQL's and SQLite's functions and backticks, dates in the
// wrong format and days that do not exist, an int overflow inside a SUM,
// division by zero on the data, a string over the 1 GB field limit, temporary
// space over the role's limit, writes through the read-only role, the role's
// statement timeout, the caller's cancel and deadline) and modernc SQLite on
// a real file (a guessed column, GROUP BY position out of range, aggregates
// and window functions misplaced, PostgreSQL's ILIKE, ::casts, NOW() and SQL
// Server's DATEADD, a read-only open, a missing file, the caller's cancel and
// deadline); labelled from each software's docs and sources and
// docs/taxonomy.md before the classifier's code was read; 28 of the 46 lines
// are tricky. First run on c1894c0: 46/46 (tricky 28/28), in two batches
// (36/36 with 22/22 tricky, then 10/10 with 6/6), each labelled before it ran.
func TestIndependentCases68(t *testing.T) {
	// i68-lite-ro-create: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	runIndependent(t, "testdata/independent68.jsonl", true)
}

// TestIndependentCases70 runs testdata/independent70.jsonl, a held-out set of
// failures captured live on one machine as an agent's file tool written in Go
// meets them, each message the text the tool hands over ("tool fs.x: %w"):
// Go 1.26 os, io, io/fs, path/filepath and os.Root on Linux 6.18 (a root's
// rename, remove and chmod through a link out of it, a loop inside it, a
// closed root; /proc and /sys knobs read or written against their mode and a
// chmod on procfs, as uid 0; paths spelt for a shell or for Windows: a
// trailing newline, backslashes, a drive letter, quotes, a wildcard, a
// ${VAR:-default}, an empty symlink target; a dangling link under mkdir -p
// and chtimes, an O_EXCL lock file, a running binary truncated, a mount
// point renamed, a read-only tmpfs, RemoveAll of "x/.", WriteAt in append
// mode, an exited process's /proc entry, a removed working directory;
// uid nobody: protected hard links, oom_score_adj lowered; file descriptors
// used up); labelled from each software's docs and sources and
// docs/taxonomy.md before the classifier's code was read; 19 of the 31 lines
// are tricky. First run on afd4ac3: 16/31 (tricky 5/19). The misses were
// fixed in the presets by class (a /proc or /sys mode no authority
// changes, a path spelt for a shell or Windows, an empty link operand,
// EEXIST from mkdir -p, a lock file by its spelling, rename EBUSY of a
// mount point, protected hard links; TestGeneralise70), and the set is
// strict since e4bc131. i70-truncate-running-binary (premise) is tolerated
// since the ETXTBSY ruling (goerr.go; live sets 151, 214, 323).
func TestIndependentCases70(t *testing.T) {
	runIndependent(t, "testdata/independent70.jsonl", true, "i70-truncate-running-binary")
}

// TestIndependentCases71 runs testdata/independent71.jsonl, a back-office
// agent's everyday failures in the order it meets them, captured live on
// this machine: Go os on the invoice inbox (a symlink loop, a rename across
// filesystems, a file name too long), pgx and PostgreSQL 15 on its customer
// and invoice tables (an ambiguous column, text = integer, a scalar subquery
// of two rows, an ON CONFLICT target without an index, numeric overflow, a
// sign check, a DMY date, a duplicate number, a missing customer, a refused
// UPDATE, pgx's "conn busy" and "cached plan must not change result type",
// a row lock with NOWAIT), a modernc SQLite job queue (FOR UPDATE SKIP
// LOCKED, a nested BEGIN, a second COMMIT, a missing argument, a used Tx, a
// missing directory, a duplicate job), a Go net/http billing API behind
// nginx (a key with its newline, ServeMux's 405, TimeoutHandler's 503),
// openai-go and anthropic-sdk-go (the caller's cancel, a per-minute limit,
// the SDK's streaming requirement) and the MCP memory and filesystem servers
// via the go-sdk (a memory file with a line that is not JSON, a missing
// folder); labelled from each software's docs and sources and
// docs/taxonomy.md before the classifier's code was read; 19 of the 31 lines
// are tricky. First run on f44df9c: 31/31 (tricky 19/19).
func TestIndependentCases71(t *testing.T) {
	// i71-lite-tx-done: labelled invalid; premise by the transaction ruling
	// (docs/taxonomy.md).
	// i71-lite-commit-without-begin: labelled invalid; premise by the transaction ruling, which covers SQLite's "no transaction is active" (sqlite.go).
	runIndependent(t, "testdata/independent71.jsonl", true, "i71-lite-commit-without-begin", "i71-lite-tx-done")
}

// TestIndependentCases69 runs testdata/independent69.jsonl, failures captured
// live on this machine from the MCP reference servers (2026.8.31) in a coding
// or writing agent's everyday use, through three clients (the go-sdk v1.8.0,
// the TypeScript SDK 1.32.2 Client, raw JSON-RPC over stdio), some wrapped as
// an agent's tool: server-filesystem reading files too large to read whole
// (a 600 MiB log, a 3 GiB archive: head/tail exist), read_multiple_files with
// a directory, a missing file, a symlink out of the root or an unreadable
// file among good ones, and with every file missing, a dangling symlink,
// two edits where the second was written against the text before the first,
// a directory moved into itself, the client's roots replacing the
// command-line directory, and the server run as another user (EACCES on its
// temporary file, on realpath, scandir in a directory_tree, EPERM in a sticky
// directory); server-memory on damaged stores (pretty-printed JSON, a line
// cut mid-write, a BOM, a comment line, observations stored as a string) and
// an entity never created; server-everything's URL elicitation declined and
// cancelled and a session resource read after its session ended. Labelled
// from the servers' sources, the MCP specification, the man pages and
// docs/taxonomy.md before the classifier's code was read; 19 of the 28 lines
// are tricky. First run on 6ce8ac5: 25/28 (tricky 16/19). The misses were
// fixed in the presets by class (a whole-file read past the reader's memory
// limit is invalid; a tool's TypeError on a value of the wrong type in its
// own data is premise; a person who cancelled a URL elicitation or a
// sign-in is denied: TestGeneralise69), and the set is strict since 4ef3228.
// Tolerated: i69-ts-fs-edit-second-stale: invalid vs premise by the edit ruling as it stood (sets 126 to 222); the revised edit ruling reads an edit's missing old text premise (generic.go editMismatchReason)
func TestIndependentCases69(t *testing.T) {
	runIndependent(t, "testdata/independent69.jsonl", true, "i69-ts-fs-edit-second-stale")
}

// TestIndependentCases72 runs testdata/independent72.jsonl, a seventy-second
// held-out set of documented failures from the dev sample's vendors in about
// its proportions, each the exact text the service or its official client
// emits, mostly behind an agent's tool prefix, from the less common pages of
// each vendor's docs: a Step Functions heartbeat for a closed task, an
// obsolete CloudFormation change set, a Secrets Manager rotation still
// pending, an EventBridge rule that still has targets, SQS's purge window,
// an STS AssumeRole refusal; PostgreSQL logical replication (a publisher's
// pg_hba refusal quoted by CREATE SUBSCRIPTION, an active slot, the
// publisher's slots exhausted), COPY FREEZE outside the creating transaction
// and a short COPY row; Anthropic tool_use without tool_result, an
// input-tokens-per-minute limit, an errored Message Batches result, an error
// event inside a streamed 200; Go's ContentLength mismatch, a control
// character in a header value, a server certificate without serverAuth;
// Slack views.update's hash_conflict and views.open's expired trigger_id; a
// disabled MCP tool and the memory server's missing entity; Cloud Tasks
// de-duplication, a Firestore query without its index, a non-empty GCS
// bucket; an OpenAI fine-tuning job with a bad training file and a Realtime
// response already active; RFC 6585's 428 and a 308; grpc-go reaching an
// HTTP route; a GitHub status for an unknown sha; kubectl with a removed API
// version; stripe-go's already refunded charge. Labelled from the vendors'
// docs and sources and docs/taxonomy.md before the classifier's code was
// read; 22 of the 33 lines are tricky. First run on aa41662: 28/33 (tricky
// 17/22); the misses were fixed in the presets by class (a wrapper's
// SQLSTATE quoting another server's error, a class-55 prerequisite that is
// the caller's own transaction, an AWS code spelled Invalid...State or
// ...Status, client-go's no matches for a built-in kind), and the set is
// strict since 2e9bd78.
func TestIndependentCases72(t *testing.T) {
	// i72-slack-views-update-hash-conflict: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	runIndependent(t, "testdata/independent72.jsonl", true, "i72-slack-views-update-hash-conflict")
}

// TestIndependentCases75 runs testdata/independent75.jsonl, a held-out set of
// failures captured live from PostgreSQL 15 through pgx v5.12 as an
// application backend meets them, each message the tool's exact text (Error()
// plus the server's DETAIL and HINT): upserts (RETURNING excluded, a
// deferrable arbiter, a stock check reached through DO UPDATE, an identity
// GENERATED ALWAYS), CopyFrom (an unknown column, an int4 overflow the client
// turns into the server's 57014), pgx encode and scan errors (uint64 past
// int8, CollectRows struct mismatches, NULL into *time.Time, sum of no rows),
// jsonb_insert on an existing key, triggers raising the application's own
// words with hints (credit limit, order no longer open, a promotion that
// ended, a payment already captured, an invoice run in progress, a format,
// soft delete only), ALTER DOMAIN over stored rows, foreign keys on delete
// and deferred to COMMIT, SET CONSTRAINTS on a NOT DEFERRABLE key, and a
// LISTEN wait that ran out of time. Labelled from PostgreSQL's and pgx's docs
// and sources and docs/taxonomy.md before the classifier's code was read; 16
// of the 26 lines are tricky. First run on b9bf51a: 21/26 (tricky 11/16);
// the misses were fixed in the presets by class (a refusal then its
// target's state after a colon, a time-limited offer whose end is stated,
// an ask to retry after an unstated wait, a class-55 clause that "does not
// support" the object, stored rows breaking a domain's new rule), and the
// set is strict since 4bd96d4.
// Tolerated: i75-pg-scan-null-sum: invalid vs ambiguous (the lead after sets 297 and 1006 reads a NULL from an aggregate over no rows as ambiguous: the query matched nothing; this set read the destination type)
func TestIndependentCases75(t *testing.T) {
	runIndependent(t, "testdata/independent75.jsonl", true, "i75-pg-scan-null-sum")
}

// TestIndependentCases76 runs testdata/independent76.jsonl, a held-out set
// captured live on this machine as a personal-assistant agent meets its
// failures in a day, in that order: Go os in the person's home directory (a
// write after Close, an os.Root escape to ~/.ssh, a folder read as a file);
// the notes and task list in modernc SQLite (a deleted parent list, 33000
// bound variables, a Scan of a NULL due date, a read-only connection); the
// MCP filesystem and memory servers through the go-sdk and the TS SDK (a
// folder under a plain file, a symlink out of the root, a partly failed
// read_multiple_files, a memory file path that is a directory); calendar
// and mail APIs on Go net/http behind nginx 1.22 (an unknown JSON field, a
// stale If-Match, basic auth, an over-long cookie); the family's shared
// PostgreSQL via pgx (row-level security, an upsert touching a row twice, a
// referenced member, a unique index and SET NOT NULL over existing rows,
// serialization failures, the idle-session timeout); openai-go and
// anthropic-sdk-go with documented bodies (a project without access to a
// model, a region, overloaded, a model typo, a long prompt). Labelled from
// the software's docs and sources and docs/taxonomy.md before the
// classifier's code was read; 18 of the 30 lines are tricky. First run on
// 5577f51: 28/30 (tricky 16/18); both misses are an MCP server's errno
// (ENOTDIR through a plain file, EISDIR from the memory server's own
// storage path) read as the call's own argument. The memory server's miss
// was fixed in the presets by class (a filesystem errno answered by a tool
// that takes no path is about the server's store file: ownfile.go
// storeToolErrno, TestGeneralise76), and the set is strict for it since
// 0c59899. i76-mcp-fs-mkdir-under-file (premise: the plan took a plain
// file for a folder) is right since the path ruling (goerr.go: EISDIR and
// ENOTDIR on a path are premise); the lines of other sets labelled invalid
// are tolerated.
func TestIndependentCases76(t *testing.T) {
	// i76-lite-readonly-conn: labelled denied; SQLITE_READONLY (8) is premise by the read-only ruling (sqlite.go).
	runIndependent(t, "testdata/independent76.jsonl", true)
}

// TestIndependentCases73 runs testdata/independent73.jsonl, a held-out set
// captured live on this machine from openai-go v3.98.0 and anthropic-sdk-go
// v2.15.0 against httptest servers sending each vendor's documented error
// bodies and 200 responses, in an agent's tool-use loop that wraps each
// failure with %w: tool definitions the API refuses (a name's pattern, 143
// tools, strict mode's required list), tool results in the wrong place or
// order (an unanswered parallel call, an image in a tool message, a
// duplicated reasoning item, an output for an unknown call, outputs to a
// cancelled run), images and PDFs in tool results over their limits,
// max_tokens and the context window mid-loop, stop reasons the loop cannot
// use (length mid tool call, content_filter, refusal, arguments that are
// not JSON, empty turns, pause_turn, model_context_window_exceeded), server
// and MCP tool errors inside a 200 turn, the Assistants v1 header, a remote
// MCP server's refusal behind a 424, and egress proxies (407, a refused
// CONNECT), plus the SDKs' own client-side errors. Labelled from the
// vendors' docs and docs/taxonomy.md before the classifier's code was read;
// 26 of the 41 lines are tricky. First run on 5577f51: 38/41 (tricky
// 23/26): lines 1-31 were 31/31 and lines 32-41, written before either
// run's result was read for them, 7/10. The misses: MCP tool results with
// is_error inside an Anthropic 200 turn (mcp_tool_result) read as a normal
// completion, and OpenAI's 424 for a remote MCP server whose quoted status
// is 401. The misses were fixed in the presets by class (an MCP tool that
// failed inside a model's normal turn, read by its own text: turntools.go;
// a 424 read by the status of the action it depended on: dependency.go),
// and the set is strict since 6fe83db.
func TestIndependentCases73(t *testing.T) {
	runIndependent(t, "testdata/independent73.jsonl", true)
}

// TestIndependentCases74 runs testdata/independent74.jsonl, a held-out set
// captured live on this machine through Go net/http as an agent's HTTP tool
// hands failures over, against httptest servers answering as public APIs do,
// with their documented statuses and bodies: GitHub (a stale contents sha,
// GraphQL FORBIDDEN inside a 200, the OAuth device and web flows' errors
// inside a 200), Shopify's query cost limit, Apollo Server's persisted
// queries and Apollo Router's subgraph errors, Hasura's constraint and
// permission errors, Stripe, Slack, Teams and Discord webhooks, S3 and MinIO
// (conditional writes, archived objects, object lock, a full drive, a bucket
// quota, write back-pressure), Keycloak, Auth0 and Entra ID token endpoints,
// plus an HTTP/2 client against a server with its own CA advertising a small
// header list. Labelled from the vendors' docs and docs/taxonomy.md before
// the classifier's code was read; 24 of the 31 lines are tricky. First run
// on c5b43f3: 23/31 (tricky 17/24); one miss (a GitHub 409 "does not match
// <sha>") was a label of mine that docs/taxonomy.md's set 38 row reads
// otherwise, corrected after the run: 24/31 (tricky 18/24) with it. The
// misses: OAuth error codes GitHub answers inside a 200
// (incorrect_client_credentials, bad_verification_code,
// redirect_uri_mismatch), a Teams webhook's 200 reporting a 429, a Hasura
// permission-error, Apollo's PERSISTED_QUERY_NOT_FOUND read as a missing
// resource, and Go's HTTP/2 request header list over the peer's limit.
// The misses were fixed in the presets by class (an OAuth provider's own
// code read by its spelling, credshape.go; a state word in a URL's query
// string is the caller's filter, urlquery.go; a relay's 2xx quoting the
// far endpoint's status, a kebab-case code as its snake_case twin, an
// automatic persisted query miss, relayed.go; TestGeneralise74), and the
// set is strict since 4288dc0.
func TestIndependentCases74(t *testing.T) {
	// i74-gh-contents-sha-mismatch: labelled transient; a write on a stale copy is premise by the stale-copy ruling (staleref.go).
	runIndependent(t, "testdata/independent74.jsonl", true, "i74-gh-contents-sha-mismatch")
}

// TestIndependentCases77 runs testdata/independent77.jsonl, a held-out set
// of documented failures taken from the sources of the live list, each
// rendered as its client prints it: PostgreSQL 15 through pgx (a short write
// that is disk_full, the superuser-reserved connection slots, an invalidated
// logical slot, a module not preloaded, an authentication timeout, a recovery
// conflict over a tablespace, a partition's index its parent requires),
// SQLite through modernc (views and the schema table, an unreadable file
// format, a hot journal on a read-only file, ATTACH inside a transaction, a
// stale schema, constraint indexes, non-deterministic index expressions),
// nginx's error_log (WebDAV's delete depth, MOVE into itself, COPY onto
// itself, MKCOL without a slash, TRACE, a gRPC upstream's REFUSED_STREAM),
// Go's os, openai-go and the MCP TypeScript SDK client. Labelled from the
// sources and docs before the classifier was run. First run (HEAD 3a4ab97):
// 22/27 overall, 16/20 on the tricky lines. The misses were fixed in the
// presets by class (a COPY or MOVE whose Destination is its own source or
// inside it, a WebDAV server's policy floor on DELETE, a file in a format
// newer than its reader, an MCP client that does not speak the version the
// server chose), and the set is strict since 46a4df4.
func TestIndependentCases77(t *testing.T) {
	runIndependent(t, "testdata/independent77.jsonl", true)
}

// TestIndependentCases81 runs testdata/independent81.jsonl, a held-out set of
// failures captured live from PostgreSQL 15 through pgx v5.12 in everyday
// agent data work, each message the tool's exact text: savepoints rolled back
// to or released when never made, SET TRANSACTION after a query or inside a
// subtransaction, a savepoint outside a transaction, COMMIT of an aborted
// transaction, ALTER TABLE behind this session's own deferred trigger events,
// CREATE INDEX CONCURRENTLY in a migration's transaction, a unique index over
// duplicate rows, a new enum value used before commit, drops with dependents,
// an unpopulated materialized view, disabled prepared transactions, json
// without equality, composite and timestamptz literals, pgx scanning infinity
// and an unregistered composite array, COPY's CSV errors and a short pgx
// CopyFrom row, the 65535-parameter limit, an unknown login role, a lock
// timeout and an idle-in-transaction timeout. First run (HEAD 596c749): 26/26
// (tricky 16/16); the classifier missed none. A second blind batch of 7
// (CREATE OR REPLACE VIEW dropping a column, currval before nextval, an
// untyped $1, COPY options and short rows, FOR UPDATE NOWAIT, a table
// privilege), first run at c0ef0bd: 6/7 (tricky 4/4); set 32/33, tricky 20/20.
// The miss was fixed in the presets by class (a server's sentence that allows
// an option only in a mode, "available only in CSV mode", is the statement's,
// not a quantity the world holds: raised.go optionScope), and the set is
// strict since d5d094e.
func TestIndependentCases81(t *testing.T) {
	runIndependent(t, "testdata/independent81.jsonl", true)
}

// TestIndependentCases78 runs testdata/independent78.jsonl, a held-out set of
// failures captured live from Go 1.26's os, os/exec and io/fs on Linux as an
// agent's file and exec tool meets them: programs for another architecture
// or platform and an empty download, a script without '#!', with CRLF line
// ends, a missing or directory interpreter, a musl loader on glibc, a missing
// shared library, a noexec mount, executing a directory or the tool's own
// 0600 temp script, LookPath given a whole command line or refusing '.',
// Cmd misuse (Stdout already set, Wait before Start, StdoutPipe after Start,
// no command, Setctty on a pipe, WaitDelay with a background child holding
// the pipe), hard-linking a directory, MkdirAll with a mode lacking the
// search bit, and a root-only script run as nobody. First run (HEAD 596c749):
// 18/26 (tricky 9/16). Three misses were fixed in the presets by class
// (os/exec's empty program name and ErrWaitDelay, ENOTTY as a terminal
// operation the call asked of a pipe: goerr.go, 2417173). The five EACCES
// lines stay tolerated: "fork/exec X: permission denied" and MkdirAll's
// "permission denied" read the same as a real refusal (i78-nb-exec-root-script);
// their labels rest on facts outside the text (uid 0, a noexec mount, the
// mode the call passed), so no rule on the words can tell them apart.
func TestIndependentCases78(t *testing.T) {
	runIndependent(t, "testdata/independent78.jsonl", true,
		"i78-exec-shebang-dir", "i78-exec-noexec", "i78-exec-dir",
		"i78-exec-createtemp", "i78-nb-mkdirall-mode")
}

// TestIndependentCases80 runs testdata/independent80.jsonl, a held-out set of
// failures captured live from the MCP reference servers server-everything
// and server-memory through the go-sdk client, the TypeScript SDK client and
// raw JSON-RPC, each as the client hands it over: tools called with wrong,
// missing and mistyped arguments and a misspelt name, prompts and completions
// of unknown prompts, a missing static resource, requests that fail the
// protocol's own schemas (-32603 with zod issues), gzip-file-as-resource's
// scheme, allow-list, size and fetch-time refusals, a long-running operation
// cancelled by its caller and timed out by the client, a task-only tool called
// plainly, a declined elicitation, and server-memory on a missing entity and
// on a store that is a directory, in a missing directory or not JSON Lines.
// Labelled from the servers' and SDKs' sources before the classifier was run.
// First run (HEAD 596c749): 29/29 overall, 19/19 on the tricky lines; the
// classifier missed none.
func TestIndependentCases80(t *testing.T) {
	runIndependent(t, "testdata/independent80.jsonl", true)
}

// TestIndependentCases79 runs testdata/independent79.jsonl, a held-out set of
// failures captured live on one machine from Go 1.26's net/http client as an
// agent's web-fetch tool hands them over: ports that speak another protocol
// (an SMTP greeting, a Redis-like error, TLS at a plain port, HTTP/1 at an
// nginx h2c-only port, plain HTTP at an nginx TLS port), server certificates
// not yet valid, expired, CN-only, for another name, without IP SANs or from
// an unknown CA, a TLS 1.3-only server, nginx's ssl_reject_handshake, client
// certificates refused by the server's alerts (not yet valid, wrong key usage,
// none matching its CAs), egress proxies (407 on CONNECT and on a plain
// request, nothing listening), timeouts of each kind (response headers, TLS
// handshake, dial, Client.Timeout and a context deadline inside a 200's body),
// a body cut short, response headers over MaxResponseHeaderBytes, DNS with no
// search domain, and requests the client refuses to build. Labelled from
// Go's and nginx's sources and docs before the classifier was run. First run
// (HEAD 965ffad): 30/30 overall, 18/18 on the tricky lines; the classifier
// missed none.
func TestIndependentCases79(t *testing.T) {
	// i79-smtp-banner-as-http: labelled invalid; Go's "malformed HTTP status code/response" is premise (goerr.go: what listens there is not the HTTP service believed), as the blind writers since set 126 label it (211, 242, 261)
	// i79-redis-banner-as-http: labelled invalid; Go's "malformed HTTP status code/response" is premise (goerr.go: what listens there is not the HTTP service believed), as the blind writers since set 126 label it (211, 242, 261)
	// i79-h1-to-nginx-h2c-port passes since the lead's h2c rule (goerr.go h2cSettingsAnswer, after sets 588 and 589).
	runIndependent(t, "testdata/independent79.jsonl", true, "i79-redis-banner-as-http", "i79-smtp-banner-as-http")
}

// TestIndependentCases82 runs testdata/independent82.jsonl, a held-out set of
// failures captured live on one machine as a deployment agent meets them in
// order: os/exec starting and restarting the service (a Cmd waited twice, a
// binary not on PATH), nginx 1.22 in front of it (an https:// proxy_pass to a
// plain upstream, an http:// one to a TLS upstream, an upstream header over
// proxy_buffer_size, read from error.log after the 502), the migrations
// through pgx (SET NOT NULL, a unique index and a check constraint refused by
// rows already there, ALTER TYPE without USING, CREATE OR REPLACE VIEW
// dropping a column, a new enum value used in its own transaction, dropping a
// constraint's index, changing a function's return type, ALTER TABLE on a
// view, a trigger already there, a GENERATED ALWAYS identity, an aggregate
// view updated), release state in modernc SQLite (a PostgreSQL type in a
// STRICT table, RELEASE twice, ROLLBACK with no transaction, a view updated,
// Scan with too few destinations), release notes from openai-go and
// anthropic-sdk-go against documented bodies, and the MCP filesystem server
// writing onto a folder. Labelled from the software's sources and docs
// before the classifier was run. First run (HEAD 32ad608): 23/25 overall,
// 14/16 on the tricky lines; the two misses are nginx error.log lines where
// the upstream and the proxy's configuration disagree (labelled invalid here,
// premise in sets 24, 33 and 40: see the report of set 82).
func TestIndependentCases82(t *testing.T) {
	// i82-lite-rollback-no-tx: labelled invalid; premise by the transaction ruling, which covers SQLite's "no transaction is active" (sqlite.go).
	runIndependent(t, "testdata/independent82.jsonl", true, "i82-lite-rollback-no-tx",
		"i82-ngx-https-upstream-plain", "i82-ngx-upstream-header-too-big")
}

// TestIndependentCases84 runs testdata/independent84.jsonl, a held-out set
// of documented failures from the dev sample's vendors, each the exact text
// the service or its Go SDK emits, often behind an agent tool's prefix:
// CloudFormation UpdateStack's ValidationError for a stack with nothing to
// change, one mid-update and one in ROLLBACK_COMPLETE; ECR PutImage of a
// pushed image; a disabled KMS key; DynamoDB TransactWriteItems cancelled
// by a TransactionConflict; Secrets Manager CreateSecret over a name
// scheduled for deletion; PostgreSQL's superuser-reserved connection slots,
// a tuple moved to another partition, a bad enum value; Anthropic max_tokens
// over the model's limit, overloaded, credit balance; Go's cross-device
// rename, ContentLength mismatch and Client.Timeout; Slack cant_kick_self and
// not_authorized; MCP -32002 and -32001; BigQuery's 403 rateLimitExceeded;
// Pub/Sub AlreadyExists; Gemini's free tier by country; OpenAI's bad key; RFC
// 8470's 425; a gRPC dial timeout; GitHub's archived repository and 409
// merge conflict; Stripe charge_already_refunded; kubectl's waiting
// container and a modified object. Labelled from the vendors' docs before
// the classifier was run. First run (HEAD 17d0801): 31/31 overall, 21/21 on
// the tricky lines.
func TestIndependentCases84(t *testing.T) {
	runIndependent(t, "testdata/independent84.jsonl", true)
}

// TestIndependentCases85 runs testdata/independent85.jsonl, a held-out set
// captured live from Go 1.26's net/http on the SERVER side, as an agent that
// hosts a webhook receiver meets it: a port or unix socket path in use,
// Serve after Shutdown, plain HTTP at a TLS listener, superfluous
// WriteHeader, a MaxBytesReader refusal, a recovered handler panic, writes
// after Hijack, a body on a 204, Hijack on HTTP/2, ServeMux pattern
// conflicts and a bad wildcard, httputil.ReverseProxy's "http: proxy error:"
// lines, and a swapped certificate and key. Labelled from the Go docs and
// sources before the classifier was run. First run (HEAD 17d0801): 11/20
// overall, 6/12 on the tricky lines; the misses were fixed in the presets
// by class (a server library refusing the program's own use of its server
// API: lifecycleWords in wording.go), and the set is strict since 7fd94cc.
func TestIndependentCases85(t *testing.T) {
	// i85-proxy-to-ssh-port: labelled invalid; Go's "malformed HTTP status code/response" is premise (goerr.go: what listens there is not the HTTP service believed), as the blind writers since set 126 label it (211, 242, 261)
	runIndependent(t, "testdata/independent85.jsonl", true, "i85-proxy-to-ssh-port")
}

// TestIndependentCases83 runs testdata/independent83.jsonl, a held-out set
// of documented failures taken from the sources of the live list's software
// (PostgreSQL 15 errmsg texts with their SQLSTATEs: a role membership, an
// index a constraint requires, a Bind with the wrong parameter count, a
// NOWAIT lock, an extension not installed, damaged pages and TOAST, WAL
// already removed, a parameter typed two ways, a database closed to
// connections, a crash of another backend; SQLite's sqlite3ErrorMsg texts
// for RETURNING, ORDER BY ordinals, JOIN ON, defaults, generated columns
// and temporary triggers; nginx 1.22 error_log lines for basic auth,
// php-fpm's "Primary script unknown", a bad Content-Length and a missing
// resolver; Go's net/http request-building errors; an openai-go 400),
// labelled from those sources and docs before the classifier was run.
// First run (HEAD 2a0af48): 24/25 overall, 14/15 on the tricky lines; the
// miss is data corruption reported under the generic XX000 (a missing TOAST
// chunk). The misses were fixed in the presets by class (a store reporting
// its own stored data damaged under a generic code: damaged.go), and the
// set is strict since 901f60f.
func TestIndependentCases83(t *testing.T) {
	runIndependent(t, "testdata/independent83.jsonl", true)
}
