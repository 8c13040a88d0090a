package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise45ArchiveFormat checks set 45's class of a reader that
// finds a file's bytes are not its format, or are damaged: the file is
// the world's state and a retry reads the same bytes (premise, as
// SQLITE_NOTADB), whatever library says it.
func TestGeneralise45ArchiveFormat(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's lines: Go archive/zip ErrFormat, archive/tar ErrHeader.
		{"go archive/zip ErrFormat (set 45)", "go", 0, "", "extract /tmp/dl/release-1.4.2.zip: zip: not a valid zip file", rung.KindPremise},
		{"go archive/tar ErrHeader (set 45)", "go", 0, "", "unpack /tmp/dl/site-backup.tar: archive/tar: invalid tar header", rung.KindPremise},
		// Go archive/zip ErrChecksum (reader.go), compress/zlib ErrHeader
		// (reader.go), compress/bzip2 StructuralError (bzip2.go).
		{"go archive/zip ErrChecksum", "go", 0, "", "read bin/agent from /tmp/dl/release.zip: zip: checksum error", rung.KindPremise},
		{"go compress/zlib ErrHeader", "", 0, "", "decode snapshot /var/lib/agent/snap-0042.z: zlib: invalid header", rung.KindPremise},
		{"go compress/bzip2 StructuralError", "", 0, "", "read /tmp/dl/osm-extract.bz2: bzip2 data invalid: bad magic value", rung.KindPremise},
		// zlib's Z_DATA_ERROR message (inflate.c "incorrect header
		// check") through Python's zlib module and Node's zlib.
		{"python zlib incorrect header check", "", 0, "", "zlib.error: Error -3 while decompressing data: incorrect header check", rung.KindPremise},
		{"node zlib Z_DATA_ERROR", "mcp", 0, "", `{"content":[{"type":"text","text":"Error: incorrect header check"}],"isError":true}`, rung.KindPremise},
		// Java java.util.zip.ZipFile on a file without a central directory.
		{"java ZipException", "", 0, "", "java.util.zip.ZipException: zip END header not found", rung.KindPremise},
	})
}

// TestGeneralise45RequestBuiltWrong checks set 45's class of an HTTP client
// library refusing, before any byte is sent, a request the program built
// inconsistently: invalid (no server refused anything, no wait helps).
func TestGeneralise45RequestBuiltWrong(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: Go net/http transfer.go newTransferWriter.
		{"go ContentLength with nil Body (set 45)", "go", 0, "", `Post "https://uploads.example.com/v1/files": http: Request.ContentLength=2048 with nil Body`, rung.KindInvalid},
		// Go net/http transport.go roundTrip.
		{"go nil Request.URL", "", 0, "", "tool http.fetch: http: nil Request.URL", rung.KindInvalid},
		// .NET HttpWebRequest: System.Net.ProtocolViolationException.
		{".NET content-body with GET", "", 0, "", "System.Net.ProtocolViolationException: Cannot send a content-body with this verb-type.", rung.KindInvalid},
		// Java java.net.http.HttpRequest.Builder.header (jdk.internal.net.http.common.Utils).
		{"java restricted header", "", 0, "", `java.lang.IllegalArgumentException: restricted header name: "Content-Length"`, rung.KindInvalid},
		// undici fetch (lib/web/fetch/request.js).
		{"undici GET with body", "", 0, "", "TypeError: Request with GET/HEAD method cannot have body.", rung.KindInvalid},
		// Go net/http client.go send, and ErrNotMultipart in a tool's text.
		{"go RequestURI in a client request", "go", 0, "", `Get "https://api.example.com/v1/items": http: Request.RequestURI can't be set in client requests`, rung.KindInvalid},
		{"go ErrNotMultipart", "", 0, "", "upload report.pdf: request Content-Type isn't multipart/form-data", rung.KindInvalid},
	})
}

// TestGeneralise45ArgumentSyntax checks set 45's class of a parser that
// names the part of an argument it cannot read with a word that otherwise
// reads as a missing object ("unknown unit", "missing unit"): the
// argument's syntax, invalid.
func TestGeneralise45ArgumentSyntax(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: Go time.ParseDuration (format.go).
		{"go unknown unit (set 45)", "go", 0, "", `time: unknown unit "d" in duration "7d"`, rung.KindInvalid},
		{"go missing unit", "", 0, "", `parse retention: time: missing unit in duration "90"`, rung.KindInvalid},
		// Rust humantime duration.rs Error::UnknownUnit.
		{"rust humantime unknown time unit", "", 0, "", `error: invalid value '7x' for '--max-age <DURATION>': unknown time unit "x", supported units: ns, us, ms, sec, min, hours, days, weeks, months, years (and few variations)`, rung.KindInvalid},
		// Java java.time.Duration.parse.
		{"java Duration.parse", "", 0, "", "java.time.format.DateTimeParseException: Text cannot be parsed to a Duration", rung.KindInvalid},
		// Go encoding/hex ErrLength and net/mail ParseAddressList.
		{"go hex odd length", "go", 0, "", "decode api key fingerprint: encoding/hex: odd length hex string", rung.KindInvalid},
		{"go mail no address", "", 0, "", "send_email: parse recipients: mail: no address", rung.KindInvalid},
		// prometheus/common model.ParseDuration.
		{"prometheus ParseDuration", "", 0, "", `bad_data: invalid parameter "step": not a valid duration string: "7days"`, rung.KindInvalid},
		// k8s.io/apimachinery resource.ParseQuantity ErrFormatWrong.
		{"kubernetes quantity", "", 0, "", `Deployment.apps "web" is invalid: spec.template.spec.containers[0].resources.limits[memory]: Invalid value: "512mb": quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`, rung.KindInvalid},
	})
}

// TestGeneralise45HostAccount checks set 45's class of a user or group the
// host does not have: a fact about this host (premise), in the words of
// Go's os/user, Python, coreutils and Docker.
func TestGeneralise45HostAccount(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: Go os/user UnknownGroupError.
		{"go unknown group (set 45)", "go", 0, "", "group: unknown group docker", rung.KindPremise},
		{"go unknown groupid", "", 0, "", "chgrp /srv/app: group: unknown groupid 1500", rung.KindPremise},
		{"go unknown userid", "", 0, "", "user: unknown userid 1001", rung.KindPremise},
		// Python grp.getgrnam and pwd.getpwnam (KeyError).
		{"python getgrnam", "", 0, "", `KeyError: "getgrnam(): name not found: 'docker'"`, rung.KindPremise},
		{"python getpwnam", "", 0, "", `KeyError: "getpwnam(): name not found: 'deploy'"`, rung.KindPremise},
		// coreutils id(1).
		{"coreutils id", "", 0, "", "tool shell.run: id deploy: exit status 1: id: 'deploy': no such user", rung.KindPremise},
		// Docker (runc/moby user lookup) starting a container with --user.
		{"docker unable to find user", "", 0, "", "docker: Error response from daemon: unable to find user deploy: no matching entries in passwd file.", rung.KindPremise},
	})
}

// TestGeneralise45RequestOverPeerLimit checks set 45's class of a limit of
// the peer that the call's own request (its headers or metadata) exceeds,
// also behind a code that reads as the server's fault (gRPC INTERNAL, a
// 500): invalid, shrink the request. A response larger than this client's
// own limit stays premise.
func TestGeneralise45RequestOverPeerLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line: grpc-go http2_client.go NewStream.
		{"grpc-go header list size to send (set 45)", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = header list size to send violates the maximum size (16384 bytes) set by server", rung.KindInvalid},
		// Go's bundled http2 (errRequestHeaderListSize).
		{"go http2 request header list", "go", 0, "", `Get "https://api.example.com/v1/search": http2: request header list larger than peer's advertised limit`, rung.KindInvalid},
		// Tomcat Http11InputBuffer (iib.requestheadertoolarge.error), in a log line.
		{"tomcat request header too large", "", 0, "", "java.lang.IllegalArgumentException: Request header is too large", rung.KindInvalid},
		// The same limit behind a 500 an application sent on.
		{"tomcat request header too large behind a 500", "http", 500, "", `{"error":"Internal Server Error","message":"Request header is too large"}`, rung.KindInvalid},
		// ASP.NET Core Kestrel BadHttpRequestException (431).
		{"kestrel request headers too long", "", 0, "", "Microsoft.AspNetCore.Server.Kestrel.Core.BadHttpRequestException: Request headers too long.", rung.KindInvalid},
		// grpc-go http2_server.go ErrHeaderListSizeLimitViolation (a gRPC
		// server's own headers over its client's limit, in its log).
		{"grpc-go server header list over the peer's limit", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = transport: trying to send header list size larger than the limit set by peer", rung.KindInvalid},
		// The mirror: the server's response over this client's limit.
		{"grpc-go peer header list size exceeded", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = peer header list size exceeded limit", rung.KindPremise},
		{"go response headers over MaxResponseHeaderBytes", "go", 0, "", `Get "https://api.example.com/v1/items": net/http: server response headers exceeded 1048576 bytes; aborted`, rung.KindPremise},
	})
}

// TestGeneralise45CallerCancel checks that a gRPC CANCELLED the caller's
// own side caused is the caller's cancel (denied, never retried), in the
// words of grpc-go's picker and of the Java, Python and Node clients; a
// cancel the server sent stays transient.
func TestGeneralise45CallerCancel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The set's line (right on the first run): the context's text.
		{"grpc-go canceled while waiting (set 45)", "grpc", 0, "CANCELLED", "rpc error: code = Canceled desc = context canceled while waiting for connections to become ready", rung.KindDenied},
		// grpc-go picker_wrapper.go pick: the balancer's last error
		// instead of the context's text, only on ctx.Done() with Canceled.
		{"grpc-go latest balancer error", "grpc", 0, "CANCELLED", `rpc error: code = Canceled desc = latest balancer error: connection error: desc = "transport: Error while dialing: dial tcp 10.0.4.12:50051: connect: connection refused"`, rung.KindDenied},
		// grpc-java Contexts.statusFromCancelled.
		{"grpc-java context cancelled", "grpc", 0, "CANCELLED", "io.grpc.StatusRuntimeException: CANCELLED: io.grpc.Context was cancelled without error", rung.KindDenied},
		// grpcio _channel.py _LOCAL_CANCELLATION_DETAILS, with no protocol.
		{"grpcio locally cancelled", "", 0, "", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.CANCELLED\n\tdetails = \"Locally cancelled by application!\"\n>", rung.KindDenied},
		// @grpc/grpc-js call.cancel().
		{"grpc-js cancelled on client", "grpc", 0, "", "Error: 1 CANCELLED: Cancelled on client", rung.KindDenied},
		// A cancel the server sent (RST_STREAM CANCEL) is not the caller's.
		{"grpc-go RST_STREAM CANCEL", "grpc", 0, "CANCELLED", "rpc error: code = Canceled desc = stream terminated by RST_STREAM with error code: CANCEL", rung.KindTransient},
	})
}

// TestGeneralise45DriverName checks a database driver or dialect name the
// program's build does not register: a name from the build's fixed
// vocabulary, invalid, in Go's, SQLAlchemy's and JDBC's words (found while
// probing set 45's Go texts).
func TestGeneralise45DriverName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Go database/sql sql.go Open.
		{"go sql unknown driver", "go", 0, "", `open orders db: sql: unknown driver "postgres" (forgotten import?)`, rung.KindInvalid},
		// SQLAlchemy 1.4+ create_engine("postgres://...").
		{"sqlalchemy no dialect", "", 0, "", "sqlalchemy.exc.NoSuchModuleError: Can't load plugin: sqlalchemy.dialects:postgres", rung.KindInvalid},
		// java.sql.DriverManager.
		{"jdbc no suitable driver", "", 0, "", "java.sql.SQLException: No suitable driver found for jdbc:postgres://db.internal:5432/orders", rung.KindInvalid},
	})
}

// TestGeneralise45StreamShape checks a gRPC peer refusing the shape of the
// program's own call on a stream, under INTERNAL (which reads as the
// server's fault): invalid, in grpc-go's words (found while probing set
// 45's grpc-go texts); a server that sent no response stays INTERNAL's.
func TestGeneralise45StreamShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// grpc-go server.go processUnaryRPC.
		{"grpc-go unary with two messages", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = cardinality violation: received multiple request messages for non-client-streaming RPC", rung.KindInvalid},
		{"grpc-go unary with no message", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = cardinality violation: received no request message from non-client-streaming RPC", rung.KindInvalid},
		// grpc-go stream.go clientStream.SendMsg.
		{"grpc-go SendMsg after CloseSend", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = SendMsg called after CloseSend", rung.KindInvalid},
		// The server's side of the same rule is the server's: transient.
		{"grpc-go no response message", "grpc", 0, "INTERNAL", "rpc error: code = Internal desc = cardinality violation: received no response message from non-server-streaming RPC", rung.KindTransient},
	})
}
