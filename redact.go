package rung

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Redacted replaces a secret in the output of Redact.
const Redacted = "[REDACTED]"

type redaction struct {
	re   *regexp.Regexp
	repl string
}

var redactions = sync.OnceValue(func() []redaction {
	r := func(expr, repl string) redaction { return redaction{regexp.MustCompile(expr), repl} }
	return []redaction{
		// Authorization and similar headers: keep the scheme, drop the credentials.
		r(`(?i)\b((?:proxy-)?authorization\s*[:=]\s*"?)((?:bearer|basic|token|digest|apikey)\s+)?[^\s",;]+`, "${1}${2}"+Redacted),
		r(`(?i)\b((?:x-)?(?:api|auth|access|goog-api|amz-security)[-_]?(?:key|token)\s*[:=]\s*"?)[^\s",;&]+`, "${1}"+Redacted),
		r(`(?i)\b(bearer\s+)[a-z0-9._~+/=-]{8,}`, "${1}"+Redacted),
		// Provider key formats.
		r(`\bsk-(?:ant-|proj-|live-|test-)?[A-Za-z0-9_-]{16,}`, Redacted),
		r(`\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b`, Redacted),
		r(`\b(?:ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{20,}`, Redacted),
		r(`\bxox[abposr]-[A-Za-z0-9-]{10,}`, Redacted),
		r(`\bAIza[0-9A-Za-z_-]{35}\b`, Redacted),
		r(`\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`, Redacted),
		// Credentials in URLs: user:password@host and secret query parameters.
		r(`(?i)(\b[a-z][a-z0-9+.-]*://[^/\s:@]+:)[^@\s/]+@`, "${1}"+Redacted+"@"),
		r(`(?i)([?&;](?:access_token|refresh_token|id_token|token|api_key|apikey|key|sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|password|secret|client_secret)=)[^&\s"'#]+`, "${1}"+Redacted),
		// key=value and "key": "value" pairs whose key names a secret.
		r(`(?i)\b((?:password|passwd|pwd|secret|client_secret|secret_access_key|aws_secret_access_key|private_key|api_key|apikey|access_token|refresh_token|auth_token|token)"?\s*[:=]\s*"?)[^\s"',;&]+`, "${1}"+Redacted),
	}
})

// Redact removes secrets from s: credentials in Authorization and API-key
// headers, bearer tokens, provider keys (sk-..., AKIA..., ghp_...), JWTs,
// user:password in URLs, secret query parameters (?token=, access_token=,
// key=, signature=) and password=/secret=/token= pairs. Prompts, traces and
// reports all pass error text through it. It is safe for concurrent use.
func Redact(s string) string {
	if s == "" {
		return s
	}
	secrets.RLock()
	for _, v := range secrets.values {
		if strings.Contains(s, v) {
			s = strings.ReplaceAll(s, v, Redacted)
		}
	}
	secrets.RUnlock()
	for _, r := range redactions() {
		if r.re.MatchString(s) {
			s = r.re.ReplaceAllString(s, r.repl)
		}
	}
	return s
}

// secrets holds the exact values registered with AddSecrets.
var secrets struct {
	sync.RWMutex
	values []string
}

// minSecretLen is the shortest value AddSecrets accepts: shorter ones
// ("1", "on") would redact ordinary text.
const minSecretLen = 6

// AddSecrets registers values that Redact removes wherever they appear, on
// top of the patterns: API keys read from the environment, configured
// credential headers, DSN passwords, variables a plan marks secret. Values
// shorter than six bytes are ignored. It is safe for concurrent use; the
// registry is process-wide, since a secret known to one part of the process
// must not leave through another.
func AddSecrets(values ...string) {
	secrets.Lock()
	defer secrets.Unlock()
	for _, v := range values {
		if len(v) >= minSecretLen && !slices.Contains(secrets.values, v) {
			secrets.values = append(secrets.values, v)
		}
	}
}
