package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

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
		// The mirror: the server's response over this client's limit.
		{"go response headers over MaxResponseHeaderBytes", "go", 0, "", `Get "https://api.example.com/v1/items": net/http: server response headers exceeded 1048576 bytes; aborted`, rung.KindPremise},
	})
}
