package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at db9cd5cf: 23/34 overall, 6/16 tricky.
// Tolerated: i1811-tmpl-map-missingkey: invalid vs premise (ruling): set 512 reads text/template's "map has no entry for key" as invalid.
// Tolerated: i1811-tmpl-nil-pointer: invalid vs premise (ruling): set 512 reads "nil pointer evaluating" as invalid.
// Tolerated: i1811-xml-expected-feed-got-html: invalid vs premise (ruling): set 758 reads "expected element type <x> but have <html>" as ambiguous under a 2xx and invalid with no status or source named (set 1173).
// Tolerated: i1811-xml-syntax-unexpected-eof: invalid vs ambiguous (ruling): sets 758 and 1173 keep an XML SyntaxError with no status or source named invalid.
// Tolerated: i1811-multipart-nextpart-eof: transient vs ambiguous (ruling): set 758 reads a multipart body cut at EOF as transient.
// Tolerated: i1811-csv-bare-quote-field: invalid vs ambiguous (ruling): set 110 as revised reads a CSV refusal with no file named as invalid.
// Tolerated: i1811-mail-malformed-header: invalid vs ambiguous (ruling): a parser's refusal with no source named keeps invalid (sets 110, 1173).
// Tolerated: i1811-gob-type-mismatch: invalid vs premise (ruling): a decoder's refusal with no source named keeps invalid (sets 1173, 1482); the stored source is not in the text.
// Tolerated: i1811-mail-expected-single: invalid vs ambiguous (one-off): net/mail's text does not say whether the header was received or written by the caller.
// Tolerated: i1811-x509-malformed-truncated: premise vs ambiguous (one-off): "x509: malformed certificate" does not say the bytes came from a cut download; the x509 catch-all reads a configured certificate.
func TestIndependentCases1811(t *testing.T) {
	runIndependent(t, "testdata/independent1811.jsonl", true,
		"i1811-tmpl-map-missingkey", "i1811-tmpl-nil-pointer", "i1811-xml-expected-feed-got-html",
		"i1811-xml-syntax-unexpected-eof", "i1811-multipart-nextpart-eof", "i1811-csv-bare-quote-field",
		"i1811-mail-malformed-header", "i1811-gob-type-mismatch", "i1811-mail-expected-single",
		"i1811-x509-malformed-truncated")
}

// Class: crypto/x509's key parsers refusing a key of another encoding with
// their "(use ParseX instead for this key format)" hint (Go 1.26.8
// crypto/x509 pkcs1.go, pkcs8.go, sec1.go, x509.go): invalid, the program
// chose the wrong parser. Near misses: other x509 texts keep the catch-all
// premise or their own rows (malformed certificate, unknown authority,
// decryption password incorrect).
func TestGeneralise1811X509KeyFormat(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pkcs1 on ec", "go", 0, "", "x509: failed to parse private key (use ParseECPrivateKey instead for this key format)", rung.KindInvalid},
		{"pkcs1 on pkcs8", "go", 0, "", "x509: failed to parse private key (use ParsePKCS8PrivateKey instead for this key format)", rung.KindInvalid},
		{"pkcs8 on pkcs1", "go", 0, "", "x509: failed to parse private key (use ParsePKCS1PrivateKey instead for this key format)", rung.KindInvalid},
		{"ec on pkcs8", "go", 0, "", "x509: failed to parse private key (use ParsePKCS8PrivateKey instead for this key format)", rung.KindInvalid},
		{"pkix on pkcs1 public", "go", 0, "", "x509: failed to parse public key (use ParsePKCS1PublicKey instead for this key format)", rung.KindInvalid},
		{"wrapped", "go", 0, "", "load signing key /etc/app/key.pem: x509: failed to parse private key (use ParsePKCS8PrivateKey instead for this key format)", rung.KindInvalid},
		{"near: malformed certificate", "go", 0, "", "x509: malformed certificate", rung.KindPremise},
		{"near: unknown authority", "go", 0, "", "tls: failed to verify certificate: x509: certificate signed by unknown authority", rung.KindPremise},
		{"near: password", "go", 0, "", "x509: decryption password incorrect", rung.KindDenied},
	})
}
