package classify

import (
	"strings"
)

// codeSniff reads the Code field when the protocol does not say how: a gRPC
// name, a SQLSTATE, a JSON-RPC code, a known API or AWS code. A
// descriptive code that starts with an HTTP status ("408 Request Timeout")
// supplies the status.
func codeSniff(c *ctx) (Result, bool) {
	if r, ok := acmeProblem(c); ok { // acme.go (set 659)
		return r, true
	}
	code := c.code
	if code == "" {
		return Result{}, false
	}
	if c.status == 0 {
		if n := codeStatus(c); n != 0 {
			c.status = n
			return Result{}, false
		}
	}
	// An agent framework that names its own errors with gRPC status names
	// (Genkit's ABORTED for a tool loop at its cap): the loop's words say
	// more than the name (agentloop.go, set 614).
	if r, ok := agentLoopStopped(c.text); ok {
		return r, true
	}
	// An Epic Games dotted error code or an EOS_EResult name: unambiguous
	// by their prefixes (gameplatform.go, set 1587).
	if r, ok := epicErrorCode(code); ok {
		return r, true
	}
	// An IRS MeF reject's rule number and rule text (mefrule.go, set 1665).
	if r, ok := mefBusinessRule(c, code); ok {
		return r, true
	}
	if strings.HasPrefix(code, "EOS_") || strings.HasPrefix(code, "k_EResult") {
		if r, ok := platformResultCode(c, code); ok {
			return r, true
		}
	}
	if g, ok := grpcCodeByName(code); ok && (strings.IndexByte(code, '_') >= 0 || code == strings.ToUpper(code)) {
		r, ok := grpcDecide(c, g, c.text)
		r.Code = grpcUpper[g]
		return r, ok
	}
	// connect-go's Error() puts its lower-case code first ("resource_exhausted:
	// message size N is larger than configured max M"); with that code in the
	// code field too, the code decides as under gRPC, whatever protocol the
	// caller named (set 1235).
	if g, ok := connectCode(code); ok && strings.IndexByte(code, '_') >= 0 && hasPrefixFold(c.text, code+": ") {
		r, ok := grpcDecide(c, g, c.text[len(code)+2:])
		r.Code = grpcUpper[g]
		return r, ok
	}
	if isSQLState(code) && strings.IndexFunc(code, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 && !processorCode(c, code) && !engineErrorNumber(c, code) && !httpVendorNumber(c, code) && !mysqlStateEcho(c.text, code) {
		return pgDecide(code, c.text), true
	}
	if n, ok := atoi(code); ok && n <= -32000 && n >= -32768 {
		return mcpError(c, n, c.text), true
	}
	if strings.EqualFold(code, "isError") {
		return mcpToolError(c, c.text)
	}
	if r, ok := serviceCode(c, code, c.text); ok {
		return r, true
	}
	if _, ok := slackCodes[code]; ok {
		return slackError(code)
	}
	// A Kubernetes reason given as the code ("Forbidden", "NotFound") under
	// an unknown protocol shares its name with an AWS code, but the AWS
	// table cannot read the Status message behind it (an exhausted
	// ResourceQuota, a PodSecurity refusal, a missing service account):
	// where the text is Kubernetes-shaped, the body and text presets read
	// the reason with its message (set 343).
	if looksLikeAWSCode(code) && !kubernetesShaped(c.text) {
		if _, ok := awsLookup(code); ok {
			return awsDecide(c, code, c.text)
		}
	}
	if r, ok := stopHint(code); ok {
		return r, true
	}
	// A bare Steamworks EResult name, when no other table knew the code
	// (gameplatform.go, set 1587).
	if r, ok := platformResultCode(c, code); ok {
		return r, true
	}
	return Result{}, false
}

// textShapes recognises other protocols' errors inside a message: Go's
// rendering of gRPC statuses, SQLSTATEs, AWS SDK errors, kubectl's "Error
// from server (Reason)", and an HTTP status a wrapper quotes.
func textShapes(c *ctx) (Result, bool) {
	t := c.text
	if r, ok := texRun(t); ok { // texwords.go: TeX-family exec output (set 1304)
		return r, true
	}
	if r, ok := mailReply(t); ok { // mailcodes.go: SMTP enhanced and IMAP response codes (set 718)
		return r, true
	}
	if r, ok := eximCommand(t); ok { // eximcli.go: Exim's own operator-side reports (set 1725)
		return r, true
	}
	if r, ok := dnsmasqText(t); ok { // dnsmasq.go: dnsmasq's host facts and its TFTP server (set 1749)
		return r, true
	}
	if longerThanLength(t) { // lengthlimit.go (the lead after set 1730)
		return verdict(invalid, "the argument is longer than the length allowed: shorten it")
	}
	if r, ok := netSMTPClientError(c.proto, t); ok { // mailcodes.go: net/smtp's own errors (set 1528)
		return r, true
	}
	if r, ok := ldapResult(t); ok { // ldapcode.go: LDAP resultCodes (held-out set 782)
		return r, true
	}
	if r, ok := dnsToolRcode(t); ok { // dnsrcode.go: DNS rcodes in BIND's tools and miekg/dns (set 1374)
		return r, true
	}
	if r, ok := bindTool(t); ok { // bindtools.go: BIND's zone loader, delv and rndc verdicts without an rcode (set 1661)
		return r, true
	}
	if r, ok := samlStatus(t); ok { // samlstatus.go: SAML 2.0 second-level status codes (set 1171)
		return r, true
	}
	if r, ok := sftpStatus(t); ok { // sftpstatus.go: pkg/sftp's SSH_FX_* status codes (set 1178)
		return r, true
	}
	if r, ok := ftpClientReply(t); ok { // ftpclient.go: lftp's and tnftp's renderings of an FTP reply (set 1748)
		return r, true
	}
	if r, ok := flagSDK(c); ok { // flagsdk.go: OpenFeature error codes, flag SDKs' evaluation failures (set 1331)
		return r, true
	}
	if r, ok := agentLoopStopped(t); ok { // agentloop.go (set 396)
		return r, true
	}
	if r, ok := agentToolNotOffered(t); ok { // agentloop.go (set 614)
		return r, true
	}
	if r, ok := claudeAgentSDKResult(t); ok { // claudeagentsdk.go (set 1808)
		return r, true
	}
	if r, ok := modelCallArgument(t); ok { // modelcallarg.go (set 1801)
		return r, true
	}
	if r, ok := langchainGraphMisuse(t); ok { // agentloop.go (set 614)
		return r, true
	}
	if r, ok := puppeteerText(t); ok { // browsertool.go (set 1667)
		return r, true
	}
	if c.proto == "" && bareUndefinedName(t) { // browsertool.go (set 1667)
		return verdict(invalid, "javascript: the script names a variable that is not defined (ReferenceError, message alone): fix the code")
	}
	if r, ok := liveObjectGone(t); ok { // sessiongone.go (set 396)
		return r, true
	}
	if r, ok := redisRedirect(t); ok { // redisredirect.go (set 579)
		return r, true
	}
	if r, ok := zookeeperError(t); ok { // zookeeper.go (set 741)
		return r, true
	}
	if r, ok := svnError(t); ok { // svncode.go: Subversion E###### codes (set 1585)
		return r, true
	}
	if r, ok := svnOutcome(t); ok { // svncode.go: svn's exit-0 conflicts, binary files, empty log (set 1651)
		return r, true
	}
	if r, ok := rabbitCtlEmptyListing(t); ok { // rabbitctl.go: rabbitmqctl's list_* with no rows (set 1659)
		return r, true
	}
	if r, ok := beamTool(t); ok { // beamtool.go: Elixir and Erlang tools (set 1575)
		return r, true
	}
	if r, ok := rScript(t); ok { // rscript.go (set 1310)
		return r, true
	}
	if r, ok := expiredDeliveryToken(t); ok { // deliverytoken.go (set 421)
		return r, true
	}
	// A response received whole that does not decode, and a directory
	// whose name a file holds (set 97: undecodable.go, dirheld.go).
	if r, ok := undecodableResponse(t); ok {
		return r, true
	}
	if r, ok := markupWhereJSON(c); ok { // undecodable.go (set 329)
		return r, true
	}
	if r, ok := dirHeldByFile(c.proto, t); ok {
		return r, true
	}
	if noCredentials(t) { // credchain.go
		return verdict(denied, "the SDK's credential chain found no usable credentials")
	}
	if noRegion(t) { // credchain.go (set 919)
		return verdict(invalid, "the SDK's configuration names no region: the client lacks an argument")
	}
	if noProfile(t) { // credchain.go (set 1426)
		return verdict(invalid, "the SDK's named config profile is in no config file on this host: name one that is (--profile, AWS_PROFILE)")
	}
	if r, ok := ormNoRow(t); ok { // ormrow.go (set 117)
		return r, true
	}
	if r, ok := nodeORMText(t); ok { // sqlclient.go (set 1600)
		return r, true
	}
	if r, ok := couchbaseSentinel(t); ok { // couchbase.go (set 1446)
		return r, true
	}
	if surrealIndexTaken(t) { // couchbase.go (set 1446)
		return verdict(conflict, "SurrealDB: a unique index already holds the key, with the record named: the record the step was to create is there")
	}
	if _, _, ok := grpcCodeIn(t); ok && hasAny(t, "rpc error", "code = ", "status = statuscode.") {
		return grpcPreset(c)
	}
	// pg_restore without --exit-on-error or -1 runs on past a failed
	// command and ends with "warning: errors ignored on restore: N"
	// (pg_backup_archiver.c; app-pgrestore.html: "The default is to
	// continue and to display a count of errors at the end of the
	// restoration"): the other items landed, a partial success
	// (set 1347), ahead of the failed commands' own words. A restore
	// whose failures say the objects are "already exists" in the target
	// is set 1196's: the archive's work is in the world, conflict, read
	// by those words.
	//
	// The conflict reading holds only while every failed command is one
	// the target's own contents explain (pgRestoreAllHeld): an object
	// or key "already exists", "multiple primary keys", a table
	// "already member of" a publication. A failed command of any other
	// kind beside them (a COPY refused by a check constraint, a role
	// that does not exist) means part of the archive did not land for
	// a reason the world's holding it does not explain: partial,
	// ambiguous (set 1421, captured live with pg_restore 15).
	if hasFold(t, "errors ignored on restore: ") && !pgRestoreAllHeld(t) {
		return verdict(ambiguous, "pg_restore ran on past failed commands (errors ignored on restore): the rest of the archive landed, a partial success; check what is missing before restoring again")
	}
	if r, ok := pgSniff(c); ok {
		return r, true
	}
	// libpq's connection failure quoting the server's refusal, as psql,
	// pg_dump, psycopg and Ruby's pg pass it on without a SQLSTATE
	// (`connection to server at "h", port 5432 failed: FATAL:  ...`,
	// fe-connect.c): the server's message decides, as the PostgreSQL
	// preset reads it (set 91; pgremote.go quotedServerMessage).
	// A login refused for a role the server does not have, at FATAL
	// (libpq, pgJDBC): 28000, denied, ahead of the quote's bare "does not
	// exist" (pgremote.go pgLoginRoleMissing; set 742).
	if pgLoginRoleMissing(t) {
		return verdict(denied, pgLoginRoleMissingReason)
	}
	if hasFold(t, "connection to server ") {
		if q := quotedServerMessage(t); q != "" {
			sub := *c
			sub.text, sub.code, sub.status = q, "", 0
			if r, ok := pgPreset(&sub); ok {
				r.Reason = "libpq quoting the server: " + r.Reason
				return r, true
			}
		}
	}
	// PostgreSQL's own sentences without the SQLSTATE (psql, asyncpg,
	// psycopg, node-postgres): read as the PostgreSQL preset reads them
	// (toolquotes.go dbMessage; set 63).
	if hasAny(t, pgMessageWords...) || pgStatementSentence(t) != "" { // pgsentence.go
		if r, ok := dbMessage(c, t); ok {
			return r, true
		}
	}
	if code := awsCodeIn(t); code != "" {
		if r, ok := clientStatusAfterFaultName(c, code, t); ok { // classstatus.go
			return r, true
		}
		if r, ok := awsDecide(c, code, t); ok {
			return r, true
		}
	}
	if r, ok := kubectlShape(c); ok {
		return r, true
	}
	// Slack's code as its clients render it as text (slacktext.go).
	if r, ok := slackText(t); ok {
		return r, true
	}
	// A meeting platform's own error marker (rtcplatform.go, set 1343).
	if r, ok := rtcPlatformError(t); ok {
		return r, true
	}
	// A Maps Platform status as the Maps clients render it (mapstext.go).
	if r, ok := mapsText(t); ok {
		return r, true
	}
	// An MCP session the server no longer holds (mcpsession.go).
	if r, ok := sessionGoneText(t); ok {
		return r, true
	}
	// A server that closed before it answered initialize (mcphandshake.go).
	if r, ok := handshakeClosed(t); ok {
		return r, true
	}
	// An MCP or genai client's rendering of its code (clienttext.go).
	if r, ok := clientText(c, t); ok {
		return r, true
	}
	// A server tool's error_code in a wrapper's words (llm.go, set 1251).
	if r, ok := serverToolInWords(c); ok {
		return r, true
	}
	// A work object's failed status and error code in a summary's words
	// (llm.go, set 1437).
	if r, ok := failedWorkInWords(c); ok {
		return r, true
	}
	// The same objects polled before their work ends (llm.go, set 1497).
	if r, ok := unfinishedWorkInWords(c); ok {
		return r, true
	}
	// A model's ending or refusal named in a tool's words (endreason.go).
	if r, ok := namedEnding(t); ok {
		return r, true
	}
	if r, ok := modelRefusal(t); ok {
		return r, true
	}
	// A logged final state whose stop or finish reason is empty: the
	// stream ended before the model's end (endreason.go, set 310).
	if r, ok := unfinishedEnding(t); ok {
		return r, true
	}
	if r, ok := lastEventMidStream(t); ok {
		return r, true
	}
	// A wrapper's words for a stream whose terminal event never came
	// (endreason.go, set 1194).
	if r, ok := streamCutUnmarked(t); ok {
		return r, true
	}
	// A model answer with no output, or several tool calls where one was
	// asked for, in the tool's own words (onewanted.go, set 226).
	if r, ok := modelNoOutput(c, t); ok {
		return r, true
	}
	if r, ok := severalWhereOne(t); ok {
		return r, true
	}
	// A command-line client's own line for the status it got, where an
	// exec tool's status is the exit code (clienttext.go, set 1365).
	if c.status < 100 || c.proto == "exec" {
		// RubyGems' fetch error decides by its own status, not by the
		// "Could not find a valid gem" headline above it (set 1550).
		if n, at := rubygemsBadResponseAt(t); n != 0 {
			sub := *c
			sub.text, sub.body = t[at:], t[at:]
			if r, ok := statusQuoted(&sub, n, "quoted "); ok {
				return r, true
			}
		}
		if n := cliQuotedStatus(t); n != 0 {
			if r, ok := statusQuoted(c, n, "quoted "); ok {
				return r, true
			}
		}
	}
	if c.status == 0 {
		if r, ok := webdavPathStatus(t); ok { // gowebdav's "Mkdir /a/: 409" (webdav.go)
			return r, true
		}
		// Set 757: a 404 that wraps git's own refusal to ask for
		// credentials (the Go module proxy's and checksum database's
		// "404 Not Found ... server response: not found: ...: fatal: could
		// not read Username for 'https://github.com': terminal prompts
		// disabled") hides a private repository (go.dev/doc/faq#git_https):
		// the wording's denied decides, not the quoted status.
		// Set 1328: an HTTP status line quoted by a memcached or Redis
		// client is what answered at its address (sqlclient.go).
		if r, ok := matchWords(httpLineAnswerMatcher, t); ok {
			return r, true
		}
		// A MySQL error's own number frame ("Error 1644 (45000): ...")
		// names the failure; a bracketed number in its message is a
		// value, not a status (set 1366).
		if n := embeddedStatus(t); n != 0 && !(n == 404 && hasAny(t, "terminal prompts disabled")) && mysqlErrNumber(t) == 0 {
			if r, ok := statusQuoted(c, n, "quoted "); ok {
				return r, true
			}
		}
	}
	return Result{}, false
}

// processorCode reports whether an all-digit five-character code given
// with an HTTP status is a payment processor's or acquirer's response
// code (Checkout.com's "20051" Insufficient Funds, "20005" Do not honour,
// an ISO 8583-style decline number) rather than a SQLSTATE: the body does
// not carry it as its "code" or after "SQLSTATE", and nothing names
// PostgreSQL. PostgREST's and Supabase's {"code":"23505",...} bodies carry
// the state as "code" and keep their reading (set 397).
func processorCode(c *ctx, code string) bool {
	if c.status == 0 || c.text == "" {
		return false
	}
	return isDigits(code) && SQLState(c.text) != code && !hasAny(c.text, "postgres", "sqlstate", "pgrst")
}

// httpVendorNumber reports whether an all-digit five-character code given
// under protocol http is the service's own error number rather than a
// SQLSTATE: UPS numbers its errors 20001 ("General process failure", which
// it marks transient), 20008, 250002, and a JSON body's "code" carries
// them as PostgREST's carries a state, so the body's "code" proves
// nothing. A state PostgreSQL names (sqlStates) keeps its reading, as does
// a text that names PostgreSQL or a SQLSTATE or has PostgREST's "hint" or
// PostgreSQL's "severity" beside its "code" (set 1301).
func httpVendorNumber(c *ctx, code string) bool {
	if c.proto == "" && isDigits(code) && jsonAPIErrorShaped(c.text) && !hasAny(c.text, "postgres", "sqlstate", "pgrst", `"hint"`, `"severity"`) {
		// The same JSON:API error object handed over with no transport,
		// as a webhook's payload (Telnyx message.finalized errors[] with
		// 40003 "Blocked as spam - permanent"; set 1639): still the
		// vendor's number.
		return true
	}
	if !strings.EqualFold(c.proto, "http") && !strings.EqualFold(c.proto, "https") {
		return false
	}
	if hasAny(c.text, "postgres", "sqlstate", "pgrst", `"hint"`, `"severity"`) {
		return false
	}
	// A JSON:API or problem body's code is the vendor's number even
	// where it matches a state PostgreSQL names (Telnyx 40001, set 1318).
	if jsonAPIErrorShaped(c.text) {
		return isDigits(code)
	}
	return unnamedDigitState(code)
}

// unnamedDigitState reports whether code is all digits and no state
// PostgreSQL names: the shape other services' own error numbers share with
// a SQLSTATE.
func unnamedDigitState(code string) bool {
	if _, ok := sqlStates[code]; ok {
		return false
	}
	return isDigits(code)
}

// engineErrorNumber reports whether an all-digit five-character code given
// bare is another engine's own error number rather than a SQLSTATE: SQL
// Server and Azure SQL number their errors 40544 ("The database has reached
// its size quota"), 40613, 40197, 40501, 42019, and their first two digits
// fall in PostgreSQL's classes 40 and 42 by chance. A state PostgreSQL
// names (sqlStates), a text that carries the code as its SQLSTATE, or one
// that names PostgreSQL keeps the SQLSTATE reading; otherwise the words
// decide (held-out set 763).
func engineErrorNumber(c *ctx, code string) bool {
	if c.status != 0 || c.text == "" {
		return false
	}
	return unnamedDigitState(code) && SQLState(c.text) != code && !hasAny(c.text, "postgres", "sqlstate", "pgrst")
}

// pgRestoreAllHeld reports whether text holds at least one of
// pg_restore's "pg_restore: error: " blocks and each of them is a failure
// that the target already holding the archive's object explains ("already
// exists", including a DETAIL's "Key (id)=(1) already exists.";
// "multiple primary keys for table"; "is already member of publication").
// Set 1421: a restore whose failures mix these with others (a COPY
// refused by a check constraint) is a partial success, not a conflict.
func pgRestoreAllHeld(t string) bool {
	const marker = "pg_restore: error: "
	i := indexFold(t, marker)
	if i < 0 {
		return false
	}
	for i >= 0 {
		rest := t[i+len(marker):]
		end := indexFold(rest, marker)
		block := rest
		if end >= 0 {
			block = rest[:end]
		}
		if !hasAny(block, "already exists", "multiple primary keys for table", "is already member of publication") {
			return false
		}
		if end < 0 {
			break
		}
		i = 0
		t = rest[end:]
	}
	return true
}
