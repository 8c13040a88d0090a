package classify

// Set 45's classes (issue 14): the words in which a library, a parser or a
// host says that what is wrong is the call's own request or a fact of the
// host, where the generic table would read a bare "unknown" or a server's
// fault. Each list names the software and where it says so.
var (
	// requestBuildWords: an HTTP client library refusing, before any byte
	// is sent, a request the program built inconsistently (a length with
	// no body, no URL, a body on a method that takes none, a header the
	// client owns). No server refused anything and no wait changes the
	// request: invalid.
	requestBuildWords = []pattern{
		// Go net/http transfer.go newTransferWriter.
		{text: "with nil body", kind: invalid, reason: "net/http: the request has a ContentLength but no Body (the program built it wrong)"},
		// Go net/http transport.go roundTrip: "http: nil Request.URL",
		// "http: nil Request.Header".
		{text: "http: nil request.", kind: invalid, reason: "net/http: the request lacks its URL or Header (the program built it wrong)"},
		// Set 271: a nil context passed where a library needs one: Go
		// net/http NewRequestWithContext ("net/http: nil Context"),
		// net.Dialer.DialContext's panic("nil context"), context.go's
		// "cannot create context from nil parent", aws-sdk-go v1
		// Request.SetContext's "context cannot be nil". The program's
		// own argument; no server was asked.
		{text: "nil context", kind: invalid, reason: "a nil context passed to a library call (the program built the call wrong)"},
		{text: "context from nil parent", kind: invalid, reason: "a nil parent context passed to context.With* (the program built the call wrong)"},
		{text: "context cannot be nil", kind: invalid, reason: "a nil context passed to a library call (the program built the call wrong)"},
		// .NET HttpWebRequest (ProtocolViolationException).
		{text: "cannot send a content-body with this verb-type", kind: invalid, reason: "a body on a method that takes none (.NET)"},
		// Set 401: a URL that is not absolute (rust-url's "relative URL
		// without a base" as reqwest's builder error shows it,
		// java.net.URI's "URI is not absolute"), and a header value or
		// name with illegal bytes (h11's "Illegal header value" as httpx
		// raises it, Ruby Net::HTTP's ArgumentError on CR/LF).
		{text: "relative url without a base", kind: invalid, reason: "a request URL that is not absolute (rust-url, reqwest builder error)"},
		{text: "uri is not absolute", kind: invalid, reason: "a request URL that is not absolute (java.net.URI)"},
		{text: "illegal header value", kind: invalid, reason: "a header value with illegal bytes (h11, httpx LocalProtocolError)"},
		{text: "illegal header name", kind: invalid, reason: "a header name with illegal bytes (h11, httpx LocalProtocolError)"},
		{text: "header field value cannot include cr/lf", kind: invalid, reason: "a header value with CR/LF (Ruby Net::HTTP)"},
		// Java java.net.http: headers the client sets itself.
		{text: "restricted header name", kind: invalid, reason: "a header the HTTP client sets itself (Java HttpClient)"},
		// Go net/http client.go send: a server-side field set on a
		// client request.
		{text: "can't be set in client requests", kind: invalid, reason: "net/http: a server-side field (RequestURI) set on a client request"},
		// Go net/http ErrNotMultipart, as a Go server's 400 body or a
		// tool's text: the request's body is not the form it claims.
		{text: "isn't multipart/form-data", kind: invalid, reason: "the request's Content-Type is not multipart/form-data (Go net/http)"},
		// Set 59: a body longer or shorter than the length the request
		// declares, whichever client counts it: Go's HTTP/2 transport
		// (its HTTP/1 twin is "with body length", goerr.go), undici
		// RequestContentLengthMismatchError, h11's ContentLengthWriter.
		{text: "request body larger than specified content length", kind: invalid, reason: "the request's body is longer than its ContentLength (Go http2)"},
		{text: "request body length does not match content-length header", kind: invalid, reason: "the request's body does not match its Content-Length (undici)"},
		{text: "data for declared content-length", kind: invalid, reason: "the request's body does not match its Content-Length (h11)"},
	}
	// argumentSyntaxWords: a parser naming the part of an argument it
	// cannot read with a word that otherwise reads as a missing object
	// ("unknown unit", "missing unit"): the argument's syntax, invalid.
	argumentSyntaxWords = []pattern{
		// Go time.ParseDuration: `time: unknown unit "d" in duration
		// "7d"`, `time: missing unit in duration "90"`.
		{text: ` in duration "`, kind: invalid, reason: "time.ParseDuration cannot read the duration (its unit or number): fix the argument"},
		// Rust humantime duration.rs Error::UnknownUnit.
		{text: "unknown time unit", kind: invalid, reason: "the duration's unit is not one the parser knows (humantime)"},
		// Java java.time.Duration.parse, Period.parse.
		{text: "cannot be parsed to a duration", kind: invalid, reason: "the duration is not ISO-8601 (Java Duration.parse)"},
		{text: "cannot be parsed to a period", kind: invalid, reason: "the period is not ISO-8601 (Java Period.parse)"},
		// .NET TimeSpan.Parse (FormatException).
		{text: "was not recognized as a valid timespan", kind: invalid, reason: "the time span's format is wrong (.NET TimeSpan.Parse)"},
		// The same parse failure for any type or file: .NET's FormatException
		// "String was not recognized as a valid DateTime.", Cloudflare
		// Stream's ERR_NON_VIDEO "The file was not recognized as a valid
		// video file." (held-out set 723): the input is not of the form
		// the call reads; fix the argument.
		{text: "not recognized as a valid ", kind: invalid, reason: "the value or file is not of a form the call reads: fix the argument"},
		// Go encoding/hex ErrLength and net/mail's empty address list.
		{text: "odd length hex string", kind: invalid, reason: "the hex string has an odd length (Go encoding/hex)"},
		{text: "mail: no address", kind: invalid, reason: "the address list holds no address (Go net/mail)"},
		// A time zone name the IANA database lacks: the name is the call's
		// argument (a typo, a made-up zone), not a missing object the plan
		// must create (held-out set 551). Go time.LoadLocation "unknown time
		// zone X", pytz UnknownTimeZoneError, Java ZoneRulesException
		// "Unknown time-zone ID", MySQL 1298, Python zoneinfo.
		{text: "unknown time zone ", kind: invalid, reason: "the time zone name is not in the zone database (Go time.LoadLocation): fix the argument"},
		{text: "unknowntimezoneerror", kind: invalid, reason: "the time zone name is not in the zone database (pytz): fix the argument"},
		{text: "unknown time-zone id", kind: invalid, reason: "the time zone name is not in the zone database (Java ZoneRulesException): fix the argument"},
		{text: "unknown or incorrect time zone", kind: invalid, reason: "the time zone name is not one the server knows (MySQL 1298): fix the argument"},
		{text: "no time zone found with key", kind: invalid, reason: "the time zone name is not in the zone database (Python zoneinfo): fix the argument"},
		// A wall-clock time that a clock change skips (a daylight-saving
		// gap): the zone and the day exist, the time given does not, so the
		// call picks another time; no object is missing ("does not exist"
		// reads premise elsewhere; held-out set 601). mcp-server-time
		// convert_time, java.time ZonedDateTime.ofStrict, Joda-Time
		// IllegalInstantException, Ruby TZInfo PeriodNotFound, .NET
		// TimeZoneInfo (Argument_DateTimeIsInvalid).
		{text: "skipped by a clock change", kind: invalid, reason: "the local time falls in a clock-change gap (mcp-server-time): pick another time"},
		{text: "due to a gap in the local time-line", kind: invalid, reason: "the local time falls in a daylight-saving gap (java.time ofStrict): pick another time"},
		{text: "daylight savings time 'gap'", kind: invalid, reason: "the local time falls in a daylight-saving gap (Joda-Time IllegalInstantException): pick another time"},
		{text: " is an invalid local time", kind: invalid, reason: "the local time falls in a daylight-saving gap (TZInfo PeriodNotFound): pick another time"},
		{text: "any time in the period that is skipped is invalid", kind: invalid, reason: "the local time falls in a daylight-saving gap (.NET TimeZoneInfo): pick another time"},
	}
	// hostAccountWords: a user or group this host does not have. The name
	// may be spelt right; the host lacks the account, and a step that
	// creates it (or another host) comes first: premise, as os/user's
	// "unknown user".
	hostAccountWords = []pattern{
		// (Go's os/user texts are in goerr.go's table.)
		// Python grp and pwd (KeyError).
		{text: "getgrnam(): name not found", kind: premise, reason: "the host has no such group (Python grp)"},
		{text: "getgrgid(): gid not found", kind: premise, reason: "the host has no such group (Python grp)"},
		{text: "getpwnam(): name not found", kind: premise, reason: "the host has no such user (Python pwd)"},
		{text: "getpwuid(): uid not found", kind: premise, reason: "the host has no such user (Python pwd)"},
		// moby/runc user lookup for a container's --user.
		{text: "no matching entries in passwd file", kind: premise, reason: "the image has no such user (Docker)"},
		{text: "no matching entries in group file", kind: premise, reason: "the image has no such group (Docker)"},
	}
	// requestLimitWords: a limit of the peer that the call's own request
	// (its headers or metadata) exceeds, said in the direction of sending:
	// invalid (shrink the request), also behind a code that reads as the
	// server's fault (gRPC INTERNAL, a 500). The mirror, a response larger
	// than this client accepts, is the server's configuration and stays
	// premise ("server response headers exceeded", goerr.go).
	requestLimitWords = []pattern{
		// Set 401: a response body larger than the cap the caller set on
		// its own client: axios "maxContentLength size of N exceeded",
		// undici ResponseExceededMaxSizeError "Response content exceeded
		// max size", Spring WebFlux DataBufferLimitException "Exceeded
		// limit on max bytes to buffer", .NET HttpClient "Cannot write
		// more bytes to the buffer than the configured maximum buffer
		// size". Ask for less (a page, a filter), as BigQuery's
		// responseTooLarge; a response head over the limit stays premise
		// (set 79).
		{text: "maxcontentlength size of", kind: invalid, reason: "the response is larger than the caller's maxContentLength: ask for less (axios)"},
		{text: "response content exceeded max size", kind: invalid, reason: "the response is larger than the caller's maxResponseSize: ask for less (undici)"},
		// Set 1534: node-fetch's size option (body.js, FetchError type
		// max-size: "content size at <url> over limit: N"), and the
		// request-side cap of axios and follow-redirects ("Request body
		// larger than maxBodyLength limit", ERR_FR_MAX_BODY_LENGTH_EXCEEDED):
		// the caller's own client refuses what is too large; ask or send
		// less. A rate "over limit" keeps its own reading.
		{text: "content size at ", kind: invalid, reason: "the response is larger than the caller's size option: ask for less (node-fetch max-size)"},
		{text: "larger than maxbodylength limit", kind: invalid, reason: "the request body is larger than the client's maxBodyLength: send less (axios, follow-redirects)"},
		{text: "err_fr_max_body_length_exceeded", kind: invalid, reason: "the request body is larger than the client's maxBodyLength: send less (follow-redirects)"},
		{text: "limit on max bytes to buffer", kind: invalid, reason: "the response is larger than the caller's buffer limit: ask for less (Spring WebFlux)"},
		{text: "than the configured maximum buffer size", kind: invalid, reason: "the response is larger than the caller's MaxResponseContentBufferSize: ask for less (.NET)"},
		// grpc-go internal/transport/http2_client.go NewStream.
		{text: "header list size to send", kind: invalid, reason: "the call's metadata is larger than the server's header list limit: send less"},
		// Go's bundled http2 (errRequestHeaderListSize).
		{text: "request header list larger than", kind: invalid, reason: "the request's headers are larger than the peer's limit: send less"},
		// nginx large_client_header_buffers (its 400 page), Tomcat
		// Http11InputBuffer, ASP.NET Core Kestrel, RFC 6585 431.
		{text: "request header or cookie too large", kind: invalid, reason: "the request's headers or cookies are larger than the server's limit (nginx)"},
		{text: "request header is too large", kind: invalid, reason: "the request's headers are larger than the server's limit (Tomcat)"},
		{text: "request headers too long", kind: invalid, reason: "the request's headers are larger than the server's limit (Kestrel)"},
		{text: "request header fields too large", kind: invalid, reason: "the request's headers are larger than the server's limit (RFC 6585 431)"},
		// grpc-go http2_server.go ErrHeaderListSizeLimitViolation: the
		// reporter's own headers exceed the limit its peer set.
		{text: "trying to send header list size larger than", kind: invalid, reason: "the headers being sent are larger than the peer's limit: send less (grpc-go)"},
		// The mirror, grpc-go http2_client.go: the server's headers are
		// larger than this client accepts (MaxHeaderListSize): the
		// server's answer, the same every time: premise.
		{text: "peer header list size exceeded limit", kind: premise, reason: "the server's response headers exceed this client's MaxHeaderListSize (configuration)"},
		// Set 109: a body over the server's size limit, as nginx's 413
		// (client_max_body_size), in words without "too large", which a tool
		// may pass on without the status: Amazon API Gateway's "HTTP content
		// length exceeded 10485760 bytes.", IIS request filtering's 404.13
		// "deny a request that exceeds the request content length" (under a
		// "Not Found" title), Spring's MaxUploadSizeExceededException
		// "Maximum upload size exceeded". Send less.
		{text: "content length exceeded", kind: invalid, reason: "the request body is larger than the server accepts (API Gateway): send less"},
		{text: "exceeds the request content length", kind: invalid, reason: "the request body is larger than the server accepts (IIS request filtering 404.13): send less"},
		{text: "maximum upload size exceeded", kind: invalid, reason: "the upload is larger than the server accepts (Spring multipart): send less"},
	}
	// callerCancelWords: a gRPC client saying that the cancel was its own
	// caller's, in words other than Go's "context canceled": grpc-java's
	// Contexts ("io.grpc.Context was cancelled without error"), grpcio's
	// "Locally cancelled by application!", grpc-js's "Cancelled on
	// client". The caller decided to stop: denied (cancelReason), never a
	// retry; a cancel the server or a proxy sent (RST_STREAM CANCEL)
	// stays transient.
	callerCancelWords = []pattern{
		{text: "io.grpc.context was cancelled", kind: denied, reason: cancelReason},
		{text: "locally cancelled by application", kind: denied, reason: cancelReason},
		{text: "cancelled on client", kind: denied, reason: cancelReason},
	}
	// callerCancelMatcher adds, under a CANCELLED code only, grpc-go's
	// picker: it reports CANCELLED with the balancer's last error
	// ("latest balancer error: ...") instead of the context's text, and
	// only when the call's context was cancelled (picker_wrapper.go pick;
	// under DEADLINE_EXCEEDED the same words are a timeout).
	callerCancelMatcher = newMatcher(concat(callerCancelWords, []pattern{
		{text: "latest balancer error", kind: denied, reason: cancelReason},
	}))
	// driverNameWords: a database driver or dialect name the program's
	// build does not register. The name comes from the build's fixed
	// vocabulary, as an unknown option does (vocabularyWords): misspelt,
	// or its package never imported; no server was asked and no wait
	// registers it: invalid.
	driverNameWords = []pattern{
		// Go database/sql Open: `sql: unknown driver "postgres"
		// (forgotten import?)`.
		{text: "(forgotten import?)", kind: invalid, reason: "database/sql: no driver registered under that name (the program never imported it, or misspelt it)"},
		// SQLAlchemy create_engine (NoSuchModuleError), e.g. the
		// "postgres://" scheme that 1.4 dropped for "postgresql://".
		{text: "can't load plugin: sqlalchemy.dialects", kind: invalid, reason: "SQLAlchemy: no dialect by that name (fix the URL's scheme)"},
		// JDBC DriverManager.getConnection.
		{text: "no suitable driver found for", kind: invalid, reason: "JDBC: no registered driver accepts that URL (fix the URL or add the driver)"},
	}
	// grpcPluginWords: grpc-go's own registries of named plug-ins, as
	// database/sql's drivers above: a call option (UseCompressor,
	// CallContentSubtype) naming a compressor or codec this program never
	// registered, refused under INTERNAL before anything is sent
	// (stream.go, rpc_util.go; set 1388). They sit in overServer ahead of
	// its "is not installed" (a server's missing dependency). A server's
	// "Decompressor is not installed" names the peer's lack, not the
	// program's option, and stays out.
	grpcPluginWords = []pattern{
		{text: "compressor is not installed for requested grpc-encoding", kind: invalid, reason: "gRPC: the call asks for a compressor this program never registered (use gzip or none, or import it)"},
		{text: "no codec registered for content-subtype", kind: invalid, reason: "gRPC: the call asks for a codec this program never registered (fix the content-subtype or import it)"},
	}
	// streamShapeWords: a gRPC server or client refusing the shape of the
	// program's own call on a stream: more or fewer request messages than
	// a unary method takes, a send after CloseSend. The peer is answering
	// the program's call order, under INTERNAL, which reads as its fault:
	// invalid (grpc-go server.go processUnaryRPC, stream.go SendMsg).
	streamShapeWords = []pattern{
		{text: "received multiple request messages for non-client-streaming", kind: invalid, reason: "gRPC: the client sent more than one message to a unary method"},
		{text: "received no request message from non-client-streaming", kind: invalid, reason: "gRPC: the client closed a unary call without sending its message"},
		{text: "sendmsg called after closesend", kind: invalid, reason: "gRPC: the program sent on a stream it had closed"},
	}
	// ownRequestWords is the lot, in the generic table's first words.
	// metadataKeyWords: a gRPC client refusing, before sending, a
	// metadata key or value the call set (grpc-go internal/metadata
	// ValidateKey and ValidatePair, under codes.Internal; grpc-java
	// Metadata.Key "Invalid character ... in key name"), as net/http's
	// "invalid header field name": the call's own argument, invalid, not
	// the server's fault the INTERNAL code suggests (held-out set 660).
	metadataKeyWords = []pattern{
		{text: "contains illegal characters not in [0-9a-z-_.]", kind: invalid, reason: "a metadata key the call set has characters gRPC does not allow (grpc-go): fix the key"},
		{text: "contains value with non-printable ascii characters", kind: invalid, reason: "a metadata value the call set is not printable ASCII (grpc-go): use a -bin key or fix the value"},
		{text: "in key name '", kind: invalid, reason: "a metadata key the call set has characters gRPC does not allow (grpc-java): fix the key"},
	}
	ownRequestWords = concat(requestBuildWords, argumentSyntaxWords, hostAccountWords, requestLimitWords, metadataKeyWords, callerCancelWords, driverNameWords, grpcPluginWords, streamShapeWords)
)

// callerCancelled reports a gRPC CANCELLED that the caller's side caused
// (callerCancelWords).
func callerCancelled(text string) bool {
	_, ok := callerCancelMatcher.find(text)
	return ok
}
