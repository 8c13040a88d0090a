package classify

import (
	"net/http"
	"strings"
	"time"

	"github.com/rungkit/rung"
)

// Input is one failure as the classifier sees it: what a protocol layer or a
// `rung triage` line reports.
type Input struct {
	// Protocol names the preset to try first: "http", "grpc", "aws",
	// "postgres", "openai", "anthropic", "mcp", "go", or another name that
	// Protocols lists ("exec", "smtp", "dns", ...). "" means unknown: the
	// chain sniffs the message for every preset's shapes, and so does any
	// name Protocols does not list.
	Protocol string
	// Status is the protocol status (an HTTP status, also for grpc, aws,
	// openai and anthropic when known); 0 means none. A status line at the
	// start of Message is used when Status is 0.
	Status int
	// Code is the service's code, or a hint that may be descriptive ("408
	// Request Timeout", "context.DeadlineExceeded", "finish_reason:length").
	// It is a hint: junk is tolerated.
	Code string
	// Message is the verbatim error text or response body. It may begin
	// with a raw HTTP status line and "Name: value" header lines, then a
	// blank line and the body.
	Message string
	// Header holds response headers, if any (any key case).
	Header http.Header
	// Tool names the tool, for per-tool rules.
	Tool string
	// Now is the reference time for an HTTP-date Retry-After when the
	// response has no Date header; zero means such a date is ignored.
	Now time.Time
}

// Result is a verdict: what the failure proves false, and the details the
// engine acts on.
type Result struct {
	// Kind is what the failure proves false.
	Kind rung.Kind
	// RetryAfter is the wait the service asked for (headers, or a delay in
	// the body such as "Please try again in 9.816s").
	RetryAfter time.Duration
	// HasRetryAfter tells a zero RetryAfter that the service asked for
	// ("retry now") from one it never mentioned.
	HasRetryAfter bool
	// Timeout marks a transient failure where the call ran out of time.
	Timeout bool
	// Code is the normalised service code, when one was found.
	Code string
	// Reason names the rule that decided Kind. It begins with LowConfidence
	// when the kind is a guess from thin evidence.
	Reason string
	// guess marks a verdict of a low-confidence rule (confidence.go).
	guess bool
}

// ctx is one classification in progress: the input, split and looked up
// once, shared by the presets. Every string in it is a slice of the input.
type ctx struct {
	// The input's fields are copied, not pointed to: escape analysis is
	// field-insensitive, and a pointer here would move every Input to the heap.
	message  string
	hdr      http.Header
	now      time.Time
	inStatus int
	proto    string
	status   int
	code     string
	tool     string // the caller's name for the tool (Input.Tool)
	raw      rawHTTP
	body     string // the body, after any status and header lines
	text     string // headers and body: what wording rules read
}

func newCtx(in *Input) ctx {
	return newCtxRaw(in, splitRaw(in.Message))
}

// newCtxRaw is newCtx with the message already split: a message that
// cannot hold an HTTP response (a PostgreSQL server's error) is not
// searched for one.
func newCtxRaw(in *Input, raw rawHTTP) ctx {
	c := ctx{message: in.Message, hdr: in.Header, now: in.Now, inStatus: in.Status,
		proto: in.Protocol, status: in.Status, code: strings.TrimSpace(in.Code), tool: in.Tool}
	c.raw = raw
	if c.status == 0 {
		c.status = c.raw.status
	}
	if c.status == 0 {
		c.status = codeStatus(&c)
	}
	// A body that is only {"code":"NNN"} carries the call's status
	// (barecodebody.go, set 1710), under no transport status or a 2xx.
	if c.status == 0 || c.status/100 == 2 {
		if n := bareBodyStatus(c.message); n != 0 {
			c.status = n
		}
	}
	// AWS IoT's error document on an MQTT rejected topic carries the
	// HTTP status as its "code" (awsiotdoc.go, set 1569).
	if c.status == 0 && len(c.proto) == 4 {
		if n := mqttErrorDocStatus(c.proto, c.message); n != 0 {
			c.status = n
		}
	}
	// client_golang's "bad_data: ..." and "execution: ..." renderings of
	// the Prometheus API's error envelope carry its status (promapi.go).
	if c.status == 0 && (c.proto == "" || c.proto == "go" || c.proto == "golang") {
		if n, t := promClientErrorStatus(c.message); n != 0 {
			c.status = n
			if c.code == "" {
				c.code = t
			}
		}
	} else if c.proto == "exec" && strings.HasPrefix(c.message, promtoolQueryError) {
		// promtool query's "query error: " before the same rendering
		// (set 1662): the envelope's status, not the exit status.
		if n, t := promClientErrorStatus(c.message[len(promtoolQueryError):]); n != 0 {
			c.status, c.code = n, t
		}
	}
	// A mail client's reply code passed as the status (nodemailer's
	// responseCode, smtplib's SMTPResponseException.smtp_code) is not an
	// HTTP status: read the reply's words (mailcodes.go smtpStatusReply).
	if c.raw.status == 0 && c.proto != "http" && smtpStatusReply(c.status, c.message) {
		c.status = 0
	}
	c.body = c.raw.body
	c.text = dropStatusWrapper(c.raw.rest)
	// A Python SDK's rendering of the JSON body (pyrepr.go): the body
	// readers get the JSON back; the wording rules keep the text.
	// ("{'" first: a search led by the space would stop at every word.)
	if strings.Contains(c.body, "{'") {
		if b := sdkReprBody(c.body); b != "" {
			c.body = b
		}
	}
	// A PHP SDK's serialize() rendering of the decoded JSON body
	// (phpserial.go, set 1606): the same, for a PHP client.
	if !driverProtocol(c.proto) && strings.Contains(c.message, phpSerialMark) {
		if b := phpSerialBody(c.message); b != "" {
			c.body = b
		}
	}
	return c
}

// statusWrapper is the line AutoRest and the Azure .NET and PowerShell SDKs
// (Microsoft.Rest HttpOperationException, Az.* cmdlets) put before the
// service's own Code and Message: "Operation returned an invalid status code
// 'Conflict'". Its "invalid" judges the status, not the request, so the
// wording rules read the lines after it; alone, it is read as it stands
// (its quoted status name). Set 1477 (Azure Key Vault's soft-deleted name
// under the wrapper read as an invalid argument).
const statusWrapper = "Operation returned an invalid status code '"

func dropStatusWrapper(text string) string {
	i := strings.Index(text, statusWrapper)
	if i < 0 {
		return text
	}
	j := strings.IndexByte(text[i:], '\n')
	if j < 0 || strings.TrimSpace(text[i+j+1:]) == "" {
		return text
	}
	return text[i+j+1:]
}

// codeStatus is the HTTP status a descriptive code such as "409 Conflict"
// carries, or 0. An AMQP reply code ("320 CONNECTION_FORCED") is not one,
// nor an LDAP, SMTP, FTP or MQTT reply code (ldapcode.go
// replyCodeProtocol), nor an HL7 v2 table 0357 code beside an MSA segment
// (hl7ack.go). Nor is a 1xx: an interim response is never what a finished
// call hands back, and a three-digit decision code such as Veriff's
// reasonCode "103" is not one (set 1672).
func codeStatus(c *ctx) int {
	if replyCodeProtocol(c.proto) {
		return 0
	}
	n, w := leadingInt(c.code)
	if w != 3 || n < 200 || !httpStatusNumber(n) || len(c.code) > 3 && c.code[3] != ' ' {
		return 0
	}
	if robloxDataStoreText(c.message) || strings.Contains(c.message, "MSA|") || lazopEnvelope(c.message) || mailClientCode(c.code[:3], c.message) {
		return 0
	}
	if _, amqp := amqpCode(c.proto, c.code); amqp {
		return 0
	}
	return n
}

// httpStatusNumber: n is an HTTP status a server sends (the registered
// ones and the vendors' own: Cloudflare 520-530, nginx 494-499, ELB 460,
// 463, 561), so that a code field holding another protocol's number (SQL
// Server 547, an AMQP 320) is not taken for one (set 402).
func httpStatusNumber(n int) bool {
	switch {
	case n >= 100 && n <= 103, n >= 200 && n <= 208, n == 226, n >= 300 && n <= 308,
		n >= 400 && n <= 431, n == 440, n == 444, n == 449, n == 450, n == 451, n == 460, n == 463,
		n >= 494 && n <= 511, n >= 520 && n <= 530, n == 561, n == 598, n == 599:
		return true
	}
	return false
}

// preset names one classifier of the chain. Presets are called through a
// switch, not function values, so that the context stays on the stack.
type preset uint8

const (
	pBody preset = iota
	pHTTPStatus
	pText
	pCode
	pGeneric
	pGRPC
	pAWS
	pPostgres
	pLLM
	pMCP
	pGo
	pSQLite
	pFTP
)

// Every chain ends with the Go and SQLite wording: a Go client's or
// SQLite's error text reaches rung under whatever protocol the caller
// names (an MCP server written in Go, an HTTP tool whose transport failed),
// and is read only when the protocol's own presets knew nothing of it.
var (
	httpChain = []preset{pBody, pHTTPStatus, pText, pCode, pGeneric, pGo, pSQLite}
	pgChain   = []preset{pPostgres, pText, pGeneric, pGo}
	// An FTP reply code is no HTTP status (ftpreply.go): the server's
	// words first, then the reply code, never the HTTP status reading.
	ftpChain = []preset{pText, pGo, pGeneric, pFTP}
	chains   = map[string][]preset{
		"http":       httpChain,
		"https":      httpChain,
		"grpc":       {pGRPC, pBody, pHTTPStatus, pText, pGeneric, pGo, pSQLite},
		"aws":        {pAWS, pBody, pHTTPStatus, pText, pGeneric, pGo, pSQLite},
		"postgres":   pgChain,
		"postgresql": pgChain,
		"pg":         pgChain,
		"openai":     {pLLM, pBody, pHTTPStatus, pText, pGeneric, pGo},
		"anthropic":  {pLLM, pBody, pHTTPStatus, pText, pGeneric, pGo},
		"mcp":        {pMCP, pBody, pHTTPStatus, pText, pGeneric, pGo, pSQLite},
		"jsonrpc":    {pMCP, pBody, pHTTPStatus, pText, pGeneric, pGo, pSQLite},
		"go":         {pSQLite, pGo, pText, pBody, pGeneric},
		"golang":     {pSQLite, pGo, pText, pBody, pGeneric},
		"sqlite":     {pSQLite, pText, pGeneric, pGo},
		"sqlite3":    {pSQLite, pText, pGeneric, pGo},
		"ftp":        ftpChain,
		"ftps":       ftpChain,
		"":           {pCode, pBody, pSQLite, pText, pHTTPStatus, pGo, pGeneric},
	}
)

func (c *ctx) call(p preset) (Result, bool) {
	switch p {
	case pBody:
		return bodyShapes(c)
	case pHTTPStatus:
		return httpStatus(c)
	case pText:
		return textShapes(c)
	case pCode:
		return codeSniff(c)
	case pGeneric:
		return generic(c)
	case pGRPC:
		return grpcPreset(c)
	case pAWS:
		return awsPreset(c)
	case pPostgres:
		return pgPreset(c)
	case pLLM:
		return llmPreset(c)
	case pMCP:
		return mcpPreset(c)
	case pGo:
		return goText(c)
	case pSQLite:
		return sqlitePreset(c)
	case pFTP:
		return ftpReply(c)
	}
	return Result{}, false
}

func presetsFor(protocol string) []preset {
	// The names callers pass most are matched without hashing.
	switch protocol {
	case "http":
		return httpChain
	case "postgres":
		return pgChain
	}
	if p, ok := chains[protocol]; ok {
		return p
	}
	if p, ok := chains[strings.ToLower(strings.TrimSpace(protocol))]; ok {
		return p
	}
	return chains[""]
}

// Classify runs the default chain (the presets, no configuration rules) on
// one input. It is safe for concurrent use.
func Classify(in Input) Result {
	// pgx's refused TLS try under sslmode=prefer, before the attempt
	// that counts (pgxfallback.go, set 1670).
	if m, ok := pgxTLSFallback(in.Message); ok {
		in.Message = m
	}
	c := newCtx(&in)
	return c.classify()
}

// envelopeReaders are the vendor envelopes and tool texts read before the
// presets, each behind its own literal gate: a status says little for
// them (a 200 or a bare 400). Their verdicts pass through classify's tail
// like the presets', so a Retry-After, the code and the low-confidence
// mark are kept (the review after set 1737).
func (c *ctx) envelopeReaders() (Result, bool) {
	// The readers below read envelopes no database driver's error carries:
	// the pgx path is a speed target, so they stay behind this gate.
	if !driverProtocol(c.proto) {
		// gcpdataplane.go: BigQuery's execution-time cap with its advice
		// to shrink the job (sets 1227, 1794), before any timeout word.
		if r, ok := bigQueryWorkCap(c.message); ok {
			return r, true
		}
		// awsclientside.go: AWS SDK texts from the client itself:
		// botocore's client-side validation and its paginator's loop (set
		// 1803), aws-sdk-go-v2's undecodable 2xx and S3's bodiless HEAD 400.
		if r, ok := awsSDKClientText(c.message); ok {
			return r, true
		}
		// guardrail.go: Bedrock Guardrails' default blocked message as the
		// whole output (set 1795).
		if r, ok := guardrailBlockedText(c.message); ok {
			return r, true
		}
		// airvisualstatus.go: IQAir AirVisual's {"status": "fail"}
		// envelope (set 1710).
		if r, ok := airvisualFail(c.message); ok {
			return r, true
		}
		// canopypull.go: Canopy Connect's pull status under HTTP 200
		// (set 1731).
		if r, ok := canopyPull(c.message); ok {
			return r, true
		}
		// musicapis.go: Last.fm's, Deezer's and AcoustID's numbered
		// envelopes, whose statuses (200, 400) say little (set 1715).
		if r, ok := musicAPIError(c.body); ok {
			return r, true
		}
		// apisports.go: API-Sports' 200 body with an errors object and an
		// empty response (set 1722).
		if r, ok := apisportsErrors(c.message); ok {
			return r, true
		}
		// freighttrack.go: ocean-tracking status tokens (set 1726).
		if r, ok := freightTrack(c.code, c.message); ok {
			return r, true
		}
		// dcsa.go: DCSA's error object and eBL PINT's transfer response
		// codes (set 1745).
		if r, ok := dcsaError(c.message); ok {
			return r, true
		}
		if r, ok := pintResponse(c.message); ok {
			return r, true
		}
		// evcharging.go: OCPP-J CALLERROR frames and OCPI's status_code
		// envelope under HTTP 200 (set 1736).
		if r, ok := ocppCallError(c.message); ok {
			return r, true
		}
		if r, ok := ocpiStatus(c.message); ok {
			return r, true
		}
		// cups.go: CUPS's web page for a queue that is not there (set 1741).
		if cupsTemplatePage(c.status, c.message) {
			return Result{Kind: ambiguous, Reason: "CUPS web interface: HTTP 200 with the printer page's template unfilled: the queue named does not exist; the page describes nothing"}, true
		}
		// paymentrails.go: ISO 20022 reject reasons, NACHA returns, Unit's
		// rejection reasons and Dwolla's embedded codes (set 1744).
		if r, ok := paymentRailReason(c.code, c.message); ok {
			return r, true
		}
		// lazop.go: Lazada's campaign downgrade, code 998 (the lead after set 1753).
		if r, ok := lazopDowngrade(c.message); ok {
			return r, true
		}
		// bolplaza.go: bol.com Plaza API's PAI codes (set 1753).
		if r, ok := bolPlazaError(c.message); ok {
			return r, true
		}
		// krakenenergy.go: Kraken GraphQL's SERVICE_AVAILABILITY type (set 1736).
		if r, ok := krakenServiceAvailability(c.message); ok {
			return r, true
		}
		// tylerefm.go: Tyler Odyssey EFM's <ErrorCode>/<ErrorText> pair (set 1742).
		if r, ok := tylerEFMError(c.message); ok {
			return r, true
		}
		// juriscraperpacer.go: juriscraper's PACER download texts (set 1742).
		if r, ok := juriscraperPacerText(c.message); ok {
			return r, true
		}
	}
	// mitkrb5.go: MIT Kerberos tools' com_err texts (set 1714).
	if c.proto == "" || c.proto == "exec" || c.proto == "go" {
		if k, kok := mitKrb5Text(c.message); kok {
			return k, true
		}
		if r, rok := radiusText(c.message); rok { // radius.go (set 1730)
			return r, true
		}
		// accounttools.go: Linux account and permission tools (set 1734).
		if k, kok := accountToolText(c.message); kok {
			return k, true
		}
		// cups.go: CUPS's programs and ipptool's report (set 1741).
		if k, kok := cupsText(c.message); kok {
			return k, true
		}
	}
	return Result{}, false
}

func (c *ctx) classify() Result {
	r, ok := c.envelopeReaders()
	if ok {
		return c.finish(r)
	}
	r, ok = c.runPresets()
	// A decode error reads as the call's wrong type (invalid) in several
	// word tables; the SDK's own error type as its target undoes that
	// reading only, not a status or code the caller passed beside it.
	if r.Kind == invalid && sdkErrorUndecodable(c.message) { // sdkdecode.go (set 1383)
		r, ok = Result{Kind: rung.KindUnknown, Reason: "an SDK could not decode the API's error body (apierror.Error): the status and the server's words are lost"}, true
	}
	// An OpenAPI Generator Python client's type check of the data it
	// received (sdkdecode.go, set 1606): the server answered; its answer
	// could not be read.
	if receivedDataTypeError(c.message) {
		r, ok = Result{Kind: ambiguous, Reason: "an OpenAPI-generated client rejected the response it received (['received_data']): the call reached the server and may have taken effect; read the object's state before repeating it"}, true
	}
	if !ok || r.guess {
		// A JSON body wrapping another failure's text (wrappedtext.go).
		if w, wok := c.wrappedText(); wok {
			r, ok = w, true
		}
	}
	if !ok {
		if s, sok := smtpBasicReply(c); sok {
			r = s // mailcodes.go: the caller named SMTP and no words decided
		} else if retriesSpentBare(strings.ToLower(c.message)) {
			r = retriesSpentResult() // retriesspent.go
		} else if askedWait(c.text) {
			r = namedWaitResult() // jobrecord.go
		} else if unknownEnumValue(c.text) {
			r = unknownEnumResult() // enumunknown.go
		} else if z, zok := zeroAffectedStatement(c.text); zok && (c.status == 0 || c.status/100 == 2) {
			r = z // affectedtext.go (set 1450)
		} else if emptyAnswer200(c.status, c.body) {
			r = Result{Kind: ambiguous, Reason: "empty result: a 200 answer whose every list is empty and that names no failure: the call worked and found nothing"} // emptyanswer.go
		} else if backendLinkPage2xx(c.status, c.body) {
			r = backendLinkPageResult() // servedpage.go (set 1473)
		} else if a, aok := aria2Exit(c); aok {
			r = a // aria2.go (set 1586): aria2's exit status table
		} else if s, sok := sysexitsStatus(c); sok {
			r = s // sysexits.go (set 1549): the exit code's fixed meaning
		} else if infobipPending(c.text) {
			r = Result{Kind: transient, Reason: "Infobip status in the PENDING group: the message is still in flight, a final status follows: read it again later"} // infobipstatus.go (set 1639)
		} else if b, bok := bandwidthFailed(c.text); bok {
			r = b // bandwidthcode.go (set 1639): the callback's errorCode schema
		} else if f, fok := fireblocksSubStatus(c.text); fok {
			r = f // fireblockstx.go (set 1737): a transaction record's fixed sub-status
		} else if l, lok := lazopClientSide(c.message); lok {
			r = l // lazop.go (the lead after set 1753): Lazop type ISV
		} else {
			r = Result{Kind: rung.KindUnknown, Reason: "no preset recognised the failure"}
		}
	}
	return c.finish(r)
}

// finish marks a guess, fills the wait a Retry-After or the body names,
// and reports the service's code when no preset normalised one.
func (c *ctx) finish(r Result) Result {
	markGuess(&r)
	c.fillRetryAfter(&r)
	if r.Code == "" {
		r.Code = c.serviceCode()
	}
	return r
}

// serviceCode is the code to report when no preset normalised one: the
// input's Code when it is a single token, else a code field of the body.
func (c *ctx) serviceCode() string {
	if c.code != "" && strings.IndexByte(c.code, ' ') < 0 && len(c.code) <= 64 {
		return c.code
	}
	if strings.IndexByte(c.body, '{') < 0 {
		return ""
	}
	if eo := jsonObject(c.body, "error"); eo != "" {
		if v := jsonString(eo, "code"); v != "" {
			return v
		}
		if v := jsonString(eo, "type"); v != "" {
			return v
		}
	}
	if v := jsonString(c.body, "error"); v != "" && strings.IndexByte(v, ' ') < 0 {
		return v
	}
	return jsonString(c.body, "code")
}

func (c *ctx) runPresets() (Result, bool) {
	if r, ok := llmEndpointWrong(c); ok { // llmendpoint.go: ahead of the status and the protocol
		return r, true
	}
	// sdkparam.go: an SDK's own refusal of an empty id parameter (set 1453).
	if c.status == 0 && !driverProtocol(c.proto) && sdkEmptyParam(c.text) {
		return Result{Kind: invalid, Reason: "an SDK refused the call before sending it: a required id parameter is empty: pass the id"}, true
	}
	// editecho.go: an edit tool's old text not in the file, by its header
	// under any protocol but a database driver's (a pgx or SQLite error is
	// never an edit tool's, and the pgx path is a speed target), before the
	// words of the old text it echoes (a quoted 429, an EACCES, a reset)
	// are read as the world's.
	if c.status == 0 && !driverProtocol(c.proto) {
		if r, ok := editMismatchEcho(c.text); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
		// wording.go: a result of "---"-separated items (read_multiple_files),
		// read as a whole before any one item's words decide it.
		if r, ok := itemsVerdict(c.text); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
		// joinedcancel.go: an errors.Join of a cancellation and a real
		// failure, read by the failure (set 1466).
		if r, ok := joinedCancel(c); ok {
			return r, true
		}
	}
	// Readers no database driver's error needs (the pgx path is a speed
	// target).
	if !driverProtocol(c.proto) {
		// proxyadmin.go: varnishadm, the VCL compiler, haproxy -c and the
		// HAProxy runtime API (set 1693); virtimage.go: qemu-img's and
		// virsh's own wordings (set 1684). Never with an HTTP status.
		if c.status < 100 || c.proto == "exec" {
			if r, ok := proxyAdminText(c); ok {
				return r, true
			}
			// tomcatadmin.go: Tomcat's manager text API and its
			// scripts (set 1729).
			if r, ok := tomcatManagerText(c.text); ok {
				return r, true
			}
			if r, ok := tomcatScriptText(c.text); ok {
				return r, true
			}
			if r, ok := virtImage(c); ok {
				return r, true
			}
			// fortranpascal.go: gfortran's and Free Pascal's compile and
			// run-time verdicts (set 1756), ahead of the words they quote
			// ("ambiguous reference", "End of file", "Access violation").
			if r, ok := fortranPascalText(c.text); ok {
				return r, true
			}
		}
		// nsqerr.go: NSQ's protocol codes and go-nsq's sentinels (set 1677);
		// they never come with an HTTP status, so the HTTP path skips them
		// (an exec's exit status, 124 from timeout(1), still reads them).
		if c.proto != "http" || c.status < 100 {
			if r, ok := nsqReply(c.text); ok {
				return r, true
			}
		}
		// memcachedreply.go: a memcached reply line, named or as a Go
		// client quotes it, read by its keyword and words (set 1545); it
		// never carries an HTTP status, so the HTTP path skips it.
		if c.status == 0 {
			if r, ok := memcachedReply(c); ok {
				return r, true
			}
			// hl7ack.go, ncpdpreject.go: an HL7 v2 ACK's table 0357 code
			// and an NCPDP claim's reject code, ahead of the words and
			// digits a keyword reading takes for statuses (set 1663).
			if r, ok := hl7v2Ack(c.text); ok {
				return r, true
			}
			if r, ok := ncpdpReject(c.text, c.code); ok {
				return r, true
			}
		}
		// containercmd.go: a container runtime's refusal of a command the
		// image lacks, ahead of the host's exec.ErrNotFound and ENOENT
		// readings and of the API's 400 or 500 around it.
		if containerCommandMissing(c.text) {
			return Result{Kind: invalid, Reason: containerCommandReason}, true
		}
		// redispipe.go: redis-cli --pipe's summary of a batch some of
		// whose commands failed, ahead of the first error's words (set
		// 1363).
		if r, ok := redisPipeTally(c.text); ok {
			r.Reason = "wording: " + r.Reason
			return r, true
		}
		// writtenwarned.go: a tool that exited 0 having written a result
		// its own warnings say is partial (set 1646), ahead of the ENOENT
		// in those warnings.
		if writtenWithWarnings(c.text) {
			return Result{Kind: ambiguous, Reason: "wording: the tool exited 0 and wrote its output, with warnings that part of it is missing or altered (a partial success): check the result before relying on it"}, true
		}
		// writtenwarned.go: a program that exited 0 and printed nothing
		// (set 1701): an empty success.
		if (c.status == 0 || c.proto == "exec") && emptySuccess(c.text) {
			return Result{Kind: ambiguous, Reason: "wording: the program exited 0 and printed nothing: the call worked and its answer is empty"}, true
		}
		// filedata.go: a go-redis reply converter's bare strconv or
		// time.Parse refusal: the reply's value, not the call (set 1500).
		if r, ok := redisReplyValue(c); ok {
			return r, true
		}
		// landedtally.go: a batch script's closing "imported 2 of 3 rows",
		// ahead of a skipped item's own words (set 1503).
		if landedTally(c.text) {
			return Result{Kind: ambiguous, Reason: "wording: a partial success: the summary counts n of m items landed (resend only the rest)"}, true
		}
		// statelock.go: a Terraform state lock another operation holds,
		// ahead of the backend's 412 or 409 for the lock object.
		if r, ok := heldStateLock(c); ok {
			return r, true
		}
		// promapi.go: the Pushgateway's refusal of a metric name another
		// group holds with another type, ahead of its 400 (set 1530).
		if pushgatewayTypeClash(c.text) {
			return Result{Kind: premise, Reason: pushgatewayTypeClashReason}, true
		}
		if promAgentMode(c.text) { // promapi.go (set 1662)
			return Result{Kind: premise, Reason: "a Prometheus server in agent mode: it stores nothing to query and runs no rules; ask the server it forwards to"}, true
		}
		if promExecDeadline(c) {
			return Result{Kind: transient, Reason: promExecDeadlineReason, Timeout: true}, true
		}
		// ccxterr.go: the exception class ccxt raised, ahead of the
		// exchange's words and status it echoes (set 1583).
		if r, ok := ccxtError(c.text); ok {
			return r, true
		}
		// hadoop.go: a Hadoop ecosystem exception class or sentence, ahead
		// of the status WebHDFS maps it to (set 1593).
		if r, ok := hadoopFailure(c.text, c.proto != "http"); ok {
			return r, true
		}
		// aria2.go: aria2's error code and the status it quotes, ahead of
		// the cause's words and the exit status (set 1586).
		if strings.Contains(c.text, "errorCode") {
			if r, ok := aria2Failure(c); ok {
				return r, true
			}
		}
		if r, ok := aria2RPCError(c); ok {
			return r, true
		}
		// firebasecode.go: a Firebase client SDK's auth/ or storage/
		// code, which its 400 does not tell (set 1341).
		if r, ok := firebaseClientCode(c); ok {
			return r, true
		}
		// telematics.go: Smartcar's type/code envelope, a Tesla command's
		// result false and the Fleet API's fixed texts, ahead of the
		// statuses they misread (409, 400, 430, 501, 403; set 1671).
		if r, ok := telematicsFailure(c); ok {
			return r, true
		}
	}
	// fhiroutcome.go: a FHIR OperationOutcome of warnings only under a
	// 2xx, ahead of the code tables that read its issue code (set 1605).
	if c.status >= 200 && c.status < 300 {
		if r, ok := fhirCaveat2xx(c); ok {
			return r, true
		}
		// prodigioutcome.go: Prodigi's "outcome" under a 200 (set 1679).
		if r, ok := prodigiOutcome2xx(c); ok {
			return r, true
		}
	}
	if r, ok := createdBodyCut(c, c.text); ok { // undecodable.go: a 201/202 under any protocol
		return r, true
	}
	// amqp.go: reply codes that look like HTTP statuses. Only where the
	// protocol does not rule AMQP out: the PostgreSQL and HTTP chains,
	// the hot ones, never see amqp091-go's text.
	if amqpPossible(c.proto) {
		if r, ok := amqpShapes(c); ok {
			return r, true
		}
	}
	// Reply codes of protocols with short names, gated on the name's
	// length so that the hot protocols (http, postgres) skip both calls.
	if n := len(c.proto); n >= 3 && n <= 5 && c.code != "" {
		// mqtt.go: an MQTT 5 reason code in the Code field under the mqtt
		// protocol, which decides beside a reason string that is often empty.
		if r, ok := mqttReasonCode(c.proto, c.code); ok {
			return r, true
		}
		// dnsrcode.go: a DNS response code in the Code field under the dns
		// protocol, the server's verdict beside the caller's own words.
		if r, ok := dnsProtocolCode(c.proto, c.code, c.text); ok {
			return r, true
		}
	}
	chain := c.chain()
	for _, p := range chain {
		if r, ok := c.call(p); ok {
			return r, true
		}
	}
	return Result{}, false
}

// chain picks the presets for the input. A caller names the protocol of
// its own code ("go", "http") or none at all, while some texts carry the
// protocol of the library that wrote them: an MCP client's, an AWS SDK's.
// Those are read by their own chain, and a Go error that holds an HTTP
// status (a Go API client's) by the HTTP chain.
func (c *ctx) chain() []preset {
	var goOrNone bool
	switch c.proto {
	case "", "go", "golang":
		goOrNone = true
	case "http", "https":
	default:
		return presetsFor(c.proto)
	}
	switch {
	case goOrNone && mcpClientText(c.text):
		return chains["mcp"]
	case awsSDKText(c.text):
		return chains["aws"]
	// An AWS event-stream frame a client printed whole names the
	// service's exception in its ':exception-type' header (aws.go
	// eventStreamException, set 1398): that code decides, not the status
	// the client reports for the frame.
	case eventStreamException(c.text) != "":
		return chains["aws"]
	case llmSDKText(c.text):
		return chains["openai"]
	// A code beside the status ("invalid_grant", "TimeoutError") is read
	// first, as the "" chain reads it, when no protocol is named.
	case goOrNone && c.status != 0 && (c.proto != "" || c.code == ""):
		return httpChain
	}
	return presetsFor(c.proto)
}

// awsSDKText reports the frame an AWS SDK puts round a service's error:
// aws-sdk-go-v2's "operation error S3: GetObject, https response error
// StatusCode: 404, ... api error NoSuchKey: ..." and boto's "An error
// occurred (NoSuchKey) when calling the GetObject operation: ...", and
// aws-sdk-go v1's status line.
func awsSDKText(t string) bool {
	if i := strings.Index(t, "operation error "); i >= 0 {
		return strings.Contains(t[i:], "https response error StatusCode") || strings.Contains(t[i:], "api error ")
	}
	if i := strings.Index(t, "An error occurred ("); i >= 0 {
		return strings.Contains(t[i:], ") when calling the ")
	}
	// aws-sdk-go (v1)'s awserr.RequestFailure, "Code: message\n\tstatus
	// code: 400, request id: x" (aws.go awsV1StatusLine): its code decides
	// before the status it carries (set 1598, Route 53's
	// HostedZoneNotEmpty under 400).
	if strings.Contains(t, ", request id: ") && awsV1StatusLine(t) {
		return true
	}
	return false
}

// llmSDKText reports the frame openai-go puts round an API error ("OpenAI
// API error: 429 Too Many Requests"), which keeps the status and drops the
// body: the code beside it (insufficient_quota) is what the LLM preset
// reads. anthropic-sdk-go's frame keeps the body, read by any chain.
func llmSDKText(t string) bool {
	return strings.Contains(t, "OpenAI API error: ")
}

// mcpClientText reports the words only an MCP client library writes: the
// go-sdk's `calling "tools/call": ...`, the TypeScript SDK's "MCP error
// -32602: ...", "Streamable HTTP error: ...", "SSE error: ...", mcp-go's
// "transport error: ...". An agent framework that hands rung only the
// error's text drops the protocol; these words carry it back.
func mcpClientText(t string) bool {
	s := strings.TrimLeft(t, " \t\n")
	return strings.HasPrefix(s, `calling "`) || strings.HasPrefix(s, "transport error: ") ||
		strings.Contains(t, "MCP error -3") || strings.Contains(t, "MCP error 0:") ||
		strings.Contains(t, "Streamable HTTP error: ") || strings.HasPrefix(s, "SSE error: ")
}

// driverProtocol reports the protocols whose failures are a database
// driver's own errors (the PostgreSQL and SQLite chains).
func driverProtocol(proto string) bool {
	switch proto {
	case "postgres", "postgresql", "pg", "sqlite", "sqlite3":
		return true
	}
	return false
}

// fillRetryAfter adds the wait the service asked for: headers first (the
// Header field, then header lines in the message), then the body.
func (c *ctx) fillRetryAfter(r *Result) {
	if r.HasRetryAfter {
		return
	}
	// Without any header every lookup of retryAfter's dozen names is "":
	// skip them (most Go errors carry none).
	if len(c.hdr) > 0 || c.raw.first != "" || c.raw.block != "" {
		h := hdrs{h: c.hdr, raw: &c.raw}
		if d, ok := h.retryAfter(c.now); ok {
			r.RetryAfter, r.HasRetryAfter = d, true
			return
		}
	}
	if r.Kind == rung.KindTransient || r.Kind == rung.KindPremise || r.Kind == rung.KindUnknown {
		if d, ok := bodyDelay(c.text); ok {
			r.RetryAfter, r.HasRetryAfter = d, true
		} else if t, ok := bodyUntil(c.text); ok {
			if d, ok := (hdrs{h: c.hdr, raw: &c.raw}).since(t, c.now); ok {
				r.RetryAfter, r.HasRetryAfter = d, true
			}
		}
	}
}

// header returns a response header from Input.Header or the message.
func (c *ctx) header(name string) string {
	return hdrs{h: c.hdr, raw: &c.raw}.get(name)
}

func verdict(k rung.Kind, reason string) (Result, bool) {
	return Result{Kind: k, Reason: reason}, true
}

func timeoutVerdict(reason string) (Result, bool) {
	return Result{Kind: rung.KindTransient, Timeout: true, Reason: reason}, true
}
