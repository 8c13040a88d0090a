// Package classify turns a failed call into a [rung.Kind]: what the failure
// proves false, and so which rung of the recovery ladder the engine may
// climb. It holds the presets for the protocols agents meet (HTTP, gRPC,
// AWS, PostgreSQL, OpenAI, Anthropic, MCP, Go's own errors) and per-tool
// configuration rules that override them.
//
// # Read the body, not only the status
//
// A status is a hint. A 429 whose body says insufficient_quota is billing
// (premise), not a rate limit; a 403 whose body says "secondary rate limit"
// is a wait (transient); a GitHub 404 on a private repository is denied; a
// 500 whose body names a missing service is a premise; Slack answers every
// error with HTTP 200. Each preset therefore reads the service's own code
// and wording first and falls back to the status.
//
// # Entry points
//
//   - [Classify] classifies an [Input] (protocol, status, code, message,
//     headers) with the presets. `rung triage` uses it on JSON lines.
//   - [Chain] adds configuration rules: [Chain.ClassifyInput] for inputs,
//     [Chain.Classify] for Go errors (it implements [rung.Classifier]).
//   - [Error] classifies a Go error value with the presets.
//   - [ParseRetryAfter], [SplitHTTPMessage] and [SQLState] are the parsers
//     the presets use, exported for tools that need them alone.
//
// # Chain order
//
// For one failure, the first of these that has an opinion decides:
//
//  1. A *rung.Failure already in the error with a kind other than unknown
//     (Chain.Classify only): the tool said what it threw.
//  2. The tool's own rules (rung.Tool.Rules; Chain.Classify only).
//  3. Chain.Rules[tool name], then Chain.Rules["*"].
//  4. The protocol's preset (Input.Protocol), then the shapes any body
//     may have (JSON-RPC, Anthropic, OpenAI, Slack, Kubernetes Status,
//     GitHub, {"error":{...}} objects, "status" fields, S3 XML, empty
//     results), then the HTTP status read with the body, then other
//     protocols' errors quoted in the text (gRPC, SQLSTATE, AWS, kubectl).
//     With no protocol, the Code field is sniffed first (a gRPC name, a
//     SQLSTATE, a JSON-RPC code, a known API or AWS code).
//  5. The generic wording fallback ("timed out", "rate limit", "already
//     exists", "not found", "permission denied", "invalid", ...), ordered
//     from the most specific evidence to the least.
//  6. Otherwise the kind is unknown.
//
// Rules decide the kind; the presets still supply Retry-After and the
// normalised code, so a rule that says "transient" keeps the wait the
// service asked for.
//
// # Adding rules
//
// A [rung.Rule] matches when every field it sets matches: Status exactly,
// Code case-insensitively (against the input's code or the code a preset
// found, such as "NoSuchKey" from "api error NoSuchKey: ..."), Message as
// a regular expression on the verbatim message. A rule that sets none of
// them matches nothing. Patterns are compiled once and cached; an invalid
// pattern never matches and never panics. Check configuration with
// [ValidateRules], which names the rule index and field at fault:
//
//	c := &classify.Chain{Rules: map[string][]rung.Rule{
//		"billing_api": {{Status: 409, Kind: rung.KindTransient, Reason: "billing_api's 409 is a row lock"}},
//		"*":           {{Message: `(?i)maintenance window`, Kind: rung.KindTransient, Timeout: true}},
//	}}
//	if err := classify.ValidateRules(c.Rules["*"]); err != nil { ... }
//
// docs/taxonomy.md lists every preset's mapping and the YAML/JSON shape of
// a rule.
//
// # Errors that expose details
//
// Chain.Classify and Error read errors through small interfaces, so that
// this package imports no SDK: [SQLStater] (pgx's *pgconn.PgError, lib/pq),
// [ErrorCoder] and [HTTPStatusCoder] (smithy-go, the AWS SDK v2),
// [HTTPStatuser] and [StatusCoder] (HTTP clients), [HTTPHeaderer] (headers
// for Retry-After), [RetryAfterer], and [Protocoler] (an error naming its
// preset). gRPC status errors are read from their text ("rpc error: code =
// Unavailable desc = ..."). Standard library
// errors are matched by value: context.DeadlineExceeded and
// context.Canceled, net.Error timeouts, *net.DNSError, syscall.Errno
// values, fs.ErrNotExist/ErrPermission/ErrExist, x509 errors,
// sql.ErrNoRows, io.EOF.
//
// # Decisions worth knowing
//
//   - context.Canceled is transient with reason "cancelled": the caller gave
//     up, which proves nothing about the call. An engine whose own run
//     context was cancelled should stop rather than retry.
//   - A successful response (a chat completion that stopped normally with
//     content) is KindUnknown with a reason saying no failure was found;
//     a truncated, filtered, refused or empty one is ambiguous.
//   - A quota decides by its period: per-minute or per-second quotas are
//     transient even when the message mentions billing; a daily quota, a
//     zero limit ("limit: 0") or a billing state is a premise even when the
//     service offers a retry delay.
//
// # Performance and concurrency
//
// Classifying a typical HTTP error does not allocate: bodies are scanned
// with case-insensitive substring search and small JSON field extractors,
// never encoding/json or regexp (rule patterns excepted). Every function
// and a Chain whose Rules are not being modified are safe for concurrent
// use.
package classify
