package classify

import "strings"

// A TLS failure names the same certificate alerts from either end, and
// which end logged it decides whose credential is at fault. crypto/tls
// renders an alert the peer sent as "remote error: tls: <alert>" and a
// verification this side made as "tls: failed to verify certificate:
// x509: ...". On a client, a certificate alert from the server is about
// the client's own certificate (denied), and a failed verification is of
// the server's certificate (premise: configuration). A server's log line
// turns both around: the remote is the client, so its certificate alert
// is about the server's certificate (premise), and the server's failed
// verification is of the client's certificate (denied).

// serverHandshakeMarks are the texts servers prefix a failed handshake
// with in their logs: Go's net/http server (and Caddy, Traefik and others
// built on it), grpc-go's server, nginx's error_log for a client
// connection (its upstream lines say "while SSL handshaking to upstream").
var serverHandshakeMarks = [...]string{
	"tls handshake error from",
	"failed to complete security handshake from",
	"while ssl handshaking, client:",
}

// serverTLS reads a certificate failure in a server's handshake log line.
func serverTLS(text string) (Result, bool) {
	if !hasFold(text, "handshak") { // every mark has it: one scan for most texts
		return Result{}, false
	}
	mark := -1
	for _, m := range serverHandshakeMarks {
		if i := indexFold(text, m); i >= 0 && (mark < 0 || i < mark) {
			mark = i
		}
	}
	if mark < 0 {
		return Result{}, false
	}
	if clientVerifiedFirst(text, mark) {
		return verdict(premise, "this side failed to verify the server's certificate; the server's handshake log after it echoes the refusal: the server's certificate configuration")
	}
	if !hasFold(text, "certificate") && !hasAny(text, "unknown ca", "alert") {
		return Result{}, false
	}
	switch {
	case hasAny(text, "didn't provide a certificate", "did not provide a certificate", "did not return a certificate", "no required ssl certificate"):
		return verdict(denied, "the server requires a client certificate and the client sent none (a server's handshake log)")
	case hasAny(text, "remote error: tls:", "sslv3 alert", "tlsv1 alert", "tlsv13 alert"):
		// OpenSSL words a received alert "sslv3 alert bad certificate",
		// "tlsv1 alert unknown ca".
		if hasAny(text, "certificate", "unknown ca") {
			return verdict(premise, "the client refused the server's certificate (an alert in the server's handshake log): the server's certificate configuration")
		}
		return Result{}, false
	case hasAny(text, "failed to verify certificate", "x509:", "certificate verify failed", "certificate verify error"):
		return verdict(denied, "the server refused the client's certificate (its verification failed in the server's handshake log)")
	}
	return Result{}, false
}

// clientVerifiedFirst reports whether the text opens with this side's own
// failed verification before the server's handshake log line: a client's
// error printed together with the log of a server in the same process or
// terminal (a Go test against httptest, a compose stack's merged output),
// where the server line only echoes the refusal the client made (set 509).
func clientVerifiedFirst(text string, mark int) bool {
	head := text[:mark]
	return hasAny(head, "failed to verify certificate", "certificate verify failed", "ssl certificate problem") && !hasAny(head, "remote error: tls:")
}

// goTLSClientText reports whether a text carries crypto/tls's own client
// failure words: this side's failed verification of the server's chain
// ("tls: failed to verify certificate: x509: ...") or an alert the server
// sent ("remote error: tls: <alert>"), as net/http's client hands them
// back under an HTTP tool with no status (`Get "URL": tls: ...`). The words
// after them are the verifier's account of a certificate chain or the
// alert's name: "is not authorized to sign for this name" (an issuing
// CA's name constraints), "invalid signature: parent certificate cannot
// sign" (a chain misbuilt), "certificate required" (the alert), never the
// caller's authority, a request signature or a missing argument. So the
// Go reading (goText: the server's handshake log, the URL's host, then
// goWords) decides them ahead of the generic wording (set 1209). Go's
// messages are lower case, so a plain byte scan serves.
func goTLSClientText(text string) bool {
	return strings.Contains(text, "tls: failed to verify certificate") || strings.Contains(text, "remote error: tls: ") || serverKeyRefused(text)
}

// serverKeyMarks are crypto/tls's client refusals of the server's own
// key after the chain was accepted (handshake_client.go,
// handshake_client_tls13.go, key_agreement.go): a handshake signature
// that does not verify under the server's key (a key crypto/rsa refuses
// as too short, "crypto/rsa: 512-bit keys are insecure", or a key that
// is not the certificate's), a certificate that does not parse, an RSA
// key over the size limit, a key type crypto/tls cannot use.
var serverKeyMarks = [...]string{
	"tls: invalid signature by the server certificate",
	"tls: failed to parse certificate from server",
	"tls: server sent certificate containing rsa key larger than",
	"tls: server's certificate contains an unsupported type of public key",
}

// serverKeyRefused reports this side's refusal of the server's key or
// handshake signature in crypto/tls's words. Like a failed x509
// verification it is the server's certificate configuration (premise),
// never a credential the caller sent: "invalid signature" here is the
// server's, not a request signature or a token (set 1400). The same
// words of "the client certificate" are a server's log of the client's
// key and keep their reading.
func serverKeyRefused(text string) bool {
	return strings.Contains(text, "tls: ") && hasAny(text, serverKeyMarks[:]...)
}
