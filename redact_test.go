package rung_test

import (
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rungkit/rung"
)

type redactCase struct{ name, in, want string }

func runRedactCases(t *testing.T, redact func(string) string, cases []redactCase) {
	t.Helper()
	for _, c := range cases {
		if got := redact(c.in); got != c.want {
			t.Errorf("%s: Redact(%q)\n got %q\nwant %q", c.name, c.in, got, c.want)
		}
	}
}

// Every pattern, with the form it takes in a header dump, a JSON body, a
// JSON string holding JSON, and a URL.
func TestRedactPatterns(t *testing.T) {
	runRedactCases(t, rung.Redact, []redactCase{
		// Authorization headers keep their scheme.
		{"authorization header", "Authorization: Bearer abcdef0123456789xyz", "Authorization: Bearer [REDACTED]"},
		{"proxy authorization", "Proxy-Authorization: Basic dXNlcjpwYXNz", "Proxy-Authorization: Basic [REDACTED]"},
		{"authorization pair", "authorization=Digest username=ann", "authorization=Digest [REDACTED]"},
		{"authorization JSON", `{"Authorization": "Bearer abc"}`, `{"Authorization": "Bearer [REDACTED]"}`},
		{"authorization JSON token scheme", `{"authorization":"token gh-short"}`, `{"authorization":"token [REDACTED]"}`},
		{"authorization escaped JSON", `"{\"Authorization\":\"Bearer abc\",\"Accept\":\"json\"}"`, `"{\"Authorization\":\"Bearer [REDACTED]\",\"Accept\":\"json\"}"`},
		{"authorization no scheme", "Authorization: s3cr3t-value", "Authorization: [REDACTED]"},
		// API-key headers.
		{"x-api-key header", "x-api-key: sk-ant-api03-abcdefghijklmnop", "x-api-key: [REDACTED]"},
		{"x-api-key JSON", `"headers":{"X-Api-Key":"k3y-9f8e7d6c5b4a","Accept":"json"}`, `"headers":{"X-Api-Key":"[REDACTED]","Accept":"json"}`},
		{"x-api-key single quotes", `{'x-api-key': 'k3y-9f8e7d6c'}`, `{'x-api-key': '[REDACTED]'}`},
		{"goog api key header", "X-Goog-Api-Key: AIzaShort", "X-Goog-Api-Key: [REDACTED]"},
		{"amz security token", "X-Amz-Security-Token: FwoGZXIvYXdzEBYaDH", "X-Amz-Security-Token: [REDACTED]"},
		{"auth token header", "X-Auth-Token: 0c8f2b7e", "X-Auth-Token: [REDACTED]"},
		// Cookies: the whole value, up to the end of the line or the quote.
		{"cookie header", "Cookie: session=7c9e6679; theme=dark\nAccept: json", "Cookie: [REDACTED]\nAccept: json"},
		{"set-cookie header", "Set-Cookie: sid=31d4d96e407aad42; Path=/; Secure; HttpOnly\r\n", "Set-Cookie: [REDACTED]\r\n"},
		{"cookie JSON", `{"Cookie": "session=abc; theme=dark", "Accept": "json"}`, `{"Cookie": "[REDACTED]", "Accept": "json"}`},
		{"cookie escaped JSON", `{\"cookie\":\"sid=abc; x=y\"}`, `{\"cookie\":\"[REDACTED]\"}`},
		// Bearer tokens anywhere.
		{"bearer in prose", "sent bearer eyJhbGciOiJI.eyJzdWIiOiIx.c2lnbmF0dXJl to api", "sent bearer [REDACTED] to api"},
		// Query parameters, plain and JSON-escaped.
		{"query token", "GET https://api.example.com/v1/x?token=s3cr3t&page=2 failed", "GET https://api.example.com/v1/x?token=[REDACTED]&page=2 failed"},
		{"query access_token", "https://h/cb?code=1&access_token=abc.def", "https://h/cb?code=1&access_token=[REDACTED]"},
		{"query key", "https://maps/api?key=AIzaXYZ&q=1", "https://maps/api?key=[REDACTED]&q=1"},
		{"query ordinary key", "GET /v1/items?key=value", "GET /v1/items?key=[REDACTED]"},
		{"query signature", "s3://b/o?X-Amz-Signature=abcdef&X-Amz-Credential=AKIA%2F2026&x=1", "s3://b/o?X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]&x=1"},
		{"query escaped ampersand", `"url":"https://h/x?a=1\u0026api_key=abc123\u0026page=2"`, `"url":"https://h/x?a=1\u0026api_key=[REDACTED]\u0026page=2"`},
		{"query escaped question mark", `"url":"https://h/x\u003ftoken=abc123\u0026q=1"`, `"url":"https://h/x\u003ftoken=[REDACTED]\u0026q=1"`},
		{"query escaped quote ends", `{"u":"/x?token=abc\"}`, `{"u":"/x?token=[REDACTED]\"}`},
		// Credentials in URLs.
		{"url password", "postgres://app:hunter2@db:5432/x", "postgres://app:[REDACTED]@db:5432/x"},
		{"url password with @", "dial postgres://app:p@ss@db/x: refused", "dial postgres://app:[REDACTED]@db/x: refused"},
		// Secret-named pairs.
		{"password pair", "connect failed: password=hunter2 host=db", "connect failed: password=[REDACTED] host=db"},
		{"env password", "DB_PASSWORD=hunter2 DB_HOST=db", "DB_PASSWORD=[REDACTED] DB_HOST=db"},
		{"env api key", "export OPENAI_API_KEY=abc123", "export OPENAI_API_KEY=[REDACTED]"},
		{"JSON api_key", `{"api_key": "abc123", "user": "ann"}`, `{"api_key": "[REDACTED]", "user": "ann"}`},
		{"python dict password", `{'password': 'hunter2', 'user': 'ann'}`, `{'password': '[REDACTED]', 'user': 'ann'}`},
		{"client secret", `client_secret: "c2VjcmV0"`, `client_secret: "[REDACTED]"`},
		// Provider key formats.
		{"openai key", "key sk-proj-AbCdEf0123456789GhIj rejected", "key [REDACTED] rejected"},
		{"stripe live", "No such customer; key sk_live_51HqLyjWDarjtT1zdp7dc used", "No such customer; key [REDACTED] used"},
		{"stripe restricted", "rk_live_51HqLyjWDarjtT1zdp7dc", "[REDACTED]"},
		{"stripe test", "(sk_test_4eC39HqLyjWDarjtT1zdp7dc)", "([REDACTED])"},
		{"github classic", "token ghp_0123456789abcdefghijABCDEFGHIJ012345 revoked", "token [REDACTED] revoked"},
		{"github oauth", "gho_16C7e42F292c6912E7710c838347Ae178B4a", "[REDACTED]"},
		{"github fine-grained", "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123", "[REDACTED]"},
		{"gitlab", "PRIVATE-TOKEN glpat-xxxxxxxxxxxxxxxxxxxx was revoked", "PRIVATE-TOKEN [REDACTED] was revoked"},
		{"slack bot", "xoxb-1234567890-abcdefghij rejected", "[REDACTED] rejected"},
		{"slack user", "xoxp-1234567890-0987654321-abcdef", "[REDACTED]"},
		{"aws access key", "aws AKIAIOSFODNN7EXAMPLE denied", "aws [REDACTED] denied"},
		{"aws session key", "ASIAY34FZKBOKMUTVV7A expired", "[REDACTED] expired"},
		{"google api key", "key=AIzaSyA-1234567890abcdefghijklmnopqrstu in url", "key=[REDACTED] in url"},
		{"jwt", "id eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.SflKxwRJSMeKKF2QT4fw", "id [REDACTED]"},
		// PEM private keys: the whole block, even cut short.
		{"pem rsa", "key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nQ29kZQ==\n-----END RSA PRIVATE KEY-----\nnext", "key:\n[REDACTED]\nnext"},
		{"pem escaped", `{"pem":"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----\n"}`, `{"pem":"[REDACTED]\n"}`},
		{"pem truncated", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ", "[REDACTED]"},
		{"pem encrypted", "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI\n-----END ENCRYPTED PRIVATE KEY----- ok", "[REDACTED] ok"},
	})
}

// Text that looks a little like a secret and is not one stays as it was:
// an error message must still say what went wrong.
func TestRedactNearMisses(t *testing.T) {
	for _, s := range []string{
		"404 Not Found: no such key vendor/exports/x.csv",
		"The page token you sent was valid but belongs to an earlier query.",
		"the bearer token was rejected",
		"request 8f14e45fceea167a failed; trace 4bf92f3577b34da6",
		"set key=value in the config file",
		"GET /v1/items?monkey=banana&donkey=1&keys=2&tokens=3",
		"passwords must be at least 12 characters",
		"tokens: 1200 of 4000 used; max_tokens=1024",
		"Set the Authorization header and retry.",
		"our cookie policy changed; secret handshake not required",
		"task-0123456789abcdefghij and disk-0123456789abcdefghij",
		"sk-short and sk_live_ and ghp_short and xoxb-short",
		"AKIA is the prefix of long-term keys; AKIAIOSFODNN7EXAMPLEX is too long",
		"-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE\n-----END CERTIFICATE-----",
		"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYI\n-----END PUBLIC KEY-----",
		"https://example.com:8443/path?page=2#top",
		"git@github.com:rungkit/rung.git and mailto:ann@example.com",
		"eyJhbGciOiJIUzI1NiJ9 alone is only a header",
		"",
	} {
		if got := rung.Redact(s); got != s {
			t.Errorf("Redact(%q) = %q, want it unchanged", s, got)
		}
	}
}

// A value registered with AddSecrets goes wherever it appears, also in the
// forms it takes inside JSON strings and URLs, and with the whitespace
// around it (a key read from a file ends in a newline) ignored.
func TestRedactRegisteredValues(t *testing.T) {
	plain := "rung-test-value-7Qp2zz"
	quoted := `pa"ss\wo/rd-9Xk`
	spaced := "p@ss w0rd!-4Lm"
	rung.AddSecrets(plain, quoted, spaced, "  rung-test-newline-8Rt\n")
	runRedactCases(t, rung.Redact, []redactCase{
		{"plain", "the value rung-test-value-7Qp2zz leaked", "the value [REDACTED] leaked"},
		{"twice", "rung-test-value-7Qp2zzrung-test-value-7Qp2zz", "[REDACTED][REDACTED]"},
		{"JSON-escaped", `{"msg":"bad password pa\"ss\\wo/rd-9Xk"}`, `{"msg":"bad password [REDACTED]"}`},
		{"query-escaped", "GET /login?user=ann&pw=" + url.QueryEscape(spaced) + "&x=1", "GET /login?user=ann&pw=[REDACTED]&x=1"},
		{"path-escaped", "GET /check/" + url.PathEscape(spaced) + "/x", "GET /check/[REDACTED]/x"},
		{"trimmed", "key rung-test-newline-8Rt rejected", "key [REDACTED] rejected"},
	})
}

// The speed bar: no allocation when nothing is redacted, at most two when
// something is (the output and, rarely, its growth).
func TestRedactAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(50, func() { rung.Redact(cleanBody) }); n != 0 {
		t.Errorf("Redact(clean 2 KiB) allocates %v times, want 0", n)
	}
	if n := testing.AllocsPerRun(50, func() { rung.Redact(dirtyBody) }); n > 2 {
		t.Errorf("Redact(dirty 2 KiB) allocates %v times, want at most 2", n)
	}
}

// FuzzRedact: whatever the text and the registered secret, Redact does not
// panic, keeps valid UTF-8 valid, is idempotent, and leaves no registered
// secret in its output, also when the secret sits inside something a
// pattern matches.
func FuzzRedact(f *testing.F) {
	for _, c := range [][2]string{
		{dirtyBody, "k3y-9f8e7d6c5b4a"},
		{cleanBody, "created_at"},
		{"password=hunter2 and https://u:p@h/x?token=abc&key=1", "hunter2"},
		{"Authorization: Bearer abcdefgh12345678", "abcdefgh"},
		{`{"X-Api-Key":"s3cr3t-value","Cookie":"a=b; c=d"}`, "3cr3t-v"},
		{"-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----", "PRIVATE KEY"},
		{"AKIAIOSFODNN7EXAMPLE" + "zzzzzz", "zzzzzz"},
		{"xyzzyzsk-abcdefghijklmnopqrstuv", "xyzzyz"},
		{"password=,abcdefxyz", ",abcdef"},
		{"[REDACTED]abcdef", "]abcdef"},
		{strings.Repeat("é", 40), "éééééé"},
		// What the fuzzer found: a value that begins with the opening
		// quote, values overlapping each other, a value in a URL's user.
		{"-----BEGIN PRIVATE KEY-----000000000000000 PRI0000000000000", `"000000 000`},
		{"000 00", "0000 0"},
		{":0@A://", "000000"},
		{"", ""},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, s, secret string) {
		var r rung.Redactor
		r.Add(secret)
		// Plant the secret inside the text too, where a pattern may start.
		for _, in := range []string{s, s + secret + s, "password=" + secret + s, "Authorization: Bearer x" + secret} {
			once := r.Redact(in)
			if twice := r.Redact(once); twice != once {
				t.Fatalf("not idempotent on %q (secret %q):\n once %q\ntwice %q", in, secret, once, twice)
			}
			if utf8.ValidString(in) && !utf8.ValidString(once) {
				t.Fatalf("Redact(%q) = %q: not valid UTF-8", in, once)
			}
			if v := strings.TrimSpace(secret); len(v) >= 6 && utf8.ValidString(v) && !strings.ContainsAny(v, "[]") && strings.Contains(once, v) {
				t.Fatalf("secret %q survives in %q", v, once)
			}
		}
	})
}

// A Redactor keeps its secrets to itself: Redact does not see them, and a
// value that would run into the marker is clipped, so that the output of
// Redact stays as it is when redacted again.
func TestRedactor(t *testing.T) {
	var r rung.Redactor
	if got := r.Redact("password=x token ghp_0123456789abcdefghijABCDEFGHIJ012345"); got != "password=[REDACTED] token [REDACTED]" {
		t.Errorf("zero Redactor: %q", got)
	}
	r.Add("local-secret-41Zq", "REDACT", "ab", "]tail-secret-Wq", "head-secret-Pz[RE")
	runRedactCases(t, r.Redact, []redactCase{
		{"own value", "x local-secret-41Zq y", "x [REDACTED] y"},
		{"inside the marker", "[REDACTED] and REDACTION", "[REDACTED] and REDACTION"},
		{"short", "ab cd", "ab cd"},
		{"clipped head", "a]tail-secret-Wq", "a][REDACTED]"},
		{"clipped tail", "head-secret-Pz[RE", "[REDACTED][RE"},
	})
	if got := rung.Redact("x local-secret-41Zq y"); got != "x local-secret-41Zq y" {
		t.Errorf("the process-wide Redact saw a Redactor's secret: %q", got)
	}
}
