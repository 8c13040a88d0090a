package rung

import (
	"cmp"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// Redacted replaces a secret in the output of Redact.
const Redacted = "[REDACTED]"

// Redact removes secrets from s, replacing each with [Redacted]: every value
// registered with [AddSecrets], wherever it appears, and by pattern:
//
//   - the values of Authorization and Proxy-Authorization (the scheme kept),
//     API-key and token headers (X-Api-Key, X-Goog-Api-Key,
//     X-Amz-Security-Token, X-Auth-Token...) and Cookie and Set-Cookie,
//     written as headers, as JSON members (quoted or escaped inside a JSON
//     string) or as Python dict entries;
//   - bearer tokens anywhere;
//   - secret query parameters (?token=, &access_token=, key=, sig=,
//     X-Amz-Signature=...), also JSON-escaped (\u0026api_key=, \u003ftoken=);
//   - the password of user:password@ in URLs;
//   - the values of secret-named pairs: password=, secret:, "api_key": ...,
//     and names ending in _PASSWORD, _SECRET, _API_KEY, _PRIVATE_KEY...;
//   - provider key formats: OpenAI and Anthropic (sk-...), Stripe
//     (sk_live_, rk_live_, sk_test_), GitHub (ghp_, gho_, github_pat_...),
//     GitLab (glpat-), Slack (xoxb-...), AWS access key ids (AKIA...,
//     ASIA...), Google API keys (AIza...), JWTs;
//   - PEM private key blocks, whole.
//
// It walks s once, and allocates nothing when there is nothing to redact.
// Prompts, traces, reports and span attributes all pass error text through
// it. It is safe for concurrent use.
func Redact(s string) string { return registry.Redact(s) }

// AddSecrets registers values that Redact removes wherever they appear, on
// top of the patterns: API keys read from the environment, configured
// credential headers, DSN passwords, variables a plan marks secret. The
// surrounding whitespace of a value is ignored (a key read from a file ends
// in a newline); its JSON-escaped and URL-encoded forms are registered with
// it. Values shorter than six bytes, values that are not valid UTF-8 and
// values that contain [Redacted] are ignored; the edges of a value that
// could run into a [Redacted] ("]..." or "...[") are not part of it. It is
// safe for concurrent use; the registry is process-wide, since a secret
// known to one part of the process must not leave through another.
func AddSecrets(values ...string) { registry.Add(values...) }

// registry holds the values of AddSecrets.
var registry Redactor

// A Redactor removes secrets from text: the values added to it and
// everything Redact matches by pattern. The zero value redacts by pattern
// only. It is for a part of a program that keeps its own secrets apart
// from the process-wide ones (Redact and AddSecrets use a Redactor of their
// own). A Redactor is safe for concurrent use and must not be copied after
// first use.
type Redactor struct {
	mu     sync.Mutex // serializes Add; Redact reads values without it
	values atomic.Pointer[valueSet]
}

// Add registers values that r.Redact removes wherever they appear, as
// AddSecrets does for Redact.
func (r *Redactor) Add(values ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var all []string
	if old := r.values.Load(); old != nil {
		all = slices.Clone(old.vals)
	}
	n := len(all)
	for _, v := range values {
		v = strings.TrimSpace(v)
		if !utf8.ValidString(v) {
			continue
		}
		for _, f := range [...]string{v, jsonEscape(v, true), jsonEscape(v, false), url.QueryEscape(v), url.PathEscape(v), userinfoEscape(v)} {
			if f = clipMarker(f); len(f) >= minSecretLen && !slices.Contains(all, f) {
				all = append(all, f)
			}
		}
	}
	if len(all) > n {
		r.values.Store(newValueSet(all))
	}
}

// Redact returns s with the values added to r and everything Redact
// matches by pattern replaced by [Redacted].
func (r *Redactor) Redact(s string) string {
	if s == "" {
		return s
	}
	z := scanner{s: s, trig: &baseTrig, inWord: &baseInWord}
	if vs := r.values.Load(); vs != nil {
		z.vs, z.trig, z.inWord = vs, &vs.trig, &vs.inWord
	}
	return z.scan()
}

// minSecretLen is the shortest value AddSecrets accepts: shorter ones
// ("1", "on") would redact ordinary text.
const minSecretLen = 6

// clipMarker returns v without the edges that could run into a Redacted
// next to it ("]abc", "abc[R") and without surrounding whitespace, or ""
// when v holds a Redacted or lies inside one: a value that overlaps the
// marker would match again in Redact's own output, and Redact must be
// idempotent.
func clipMarker(v string) string {
	if strings.Contains(v, Redacted) {
		return ""
	}
	for {
		w := strings.TrimSpace(v)
		for k := len(Redacted) - 1; k > 0; k-- {
			if strings.HasPrefix(w, Redacted[len(Redacted)-k:]) {
				w = w[k:]
				break
			}
		}
		for k := len(Redacted) - 1; k > 0; k-- {
			if strings.HasSuffix(w, Redacted[:k]) {
				w = w[:len(w)-k]
				break
			}
		}
		if w == v {
			break
		}
		v = w
	}
	if strings.Contains(Redacted, v) {
		return ""
	}
	return v
}

// jsonEscape returns v as it appears inside a JSON string, with <, > and &
// escaped as encoding/json does by default (html) or not, as other
// encoders do.
func jsonEscape(v string, html bool) string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20 || html && (c == '<' || c == '>' || c == '&'):
			b.WriteString(`\u00`)
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		case c == 0xe2 && i+2 < len(v) && v[i+1] == 0x80 && (v[i+2] == 0xa8 || v[i+2] == 0xa9):
			b.WriteString(`\u202`)
			b.WriteByte(hex[v[i+2]&0xf])
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// userinfoEscape returns v as a password in a URL's user:password@.
func userinfoEscape(v string) string {
	return strings.TrimPrefix(url.UserPassword("", v).String(), ":")
}

// valueSet is an immutable set of registered values, replaced whole by Add
// so that Redact reads it without a lock.
//
// Redact looks a value up only at positions whose byte begins one (trig)
// and whose next byte follows that byte in one (pairs), and there compares
// the values with that first byte, longest first: O(n) table lookups for n
// bytes, plus, where two bytes begin k values, up to k comparisons, which
// almost always stop at the second byte.
type valueSet struct {
	vals  []string   // by first byte, longest first
	first [257]int32 // vals[first[c]:first[c+1]] begin with byte c
	trig  [256]uint8 // baseTrig, plus tExact on the values' first bytes
	// inWord is baseInWord less the values' first bytes.
	inWord [256]bool
	// pairs has the bit of c2 in pairs[c1] for each value that begins
	// with c1, c2: most positions whose byte begins a value stop there.
	pairs [256][4]uint64
}

func newValueSet(vals []string) *valueSet {
	vs := &valueSet{vals: vals, trig: baseTrig, inWord: baseInWord}
	slices.SortFunc(vals, func(a, b string) int {
		if c := cmp.Compare(a[0], b[0]); c != 0 {
			return c
		}
		if c := cmp.Compare(len(b), len(a)); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	i := 0
	for c := range 256 {
		vs.first[c] = int32(i)
		for i < len(vals) && int(vals[i][0]) == c {
			i++
		}
	}
	vs.first[256] = int32(len(vals))
	for _, v := range vals {
		vs.trig[v[0]] |= tExact
		vs.inWord[v[0]] = false
		vs.pairs[v[0]][v[1]>>6] |= 1 << (v[1] & 63)
	}
	return vs
}

// at returns the length of the longest value at s[p:], or 0.
func (vs *valueSet) at(s string, p int) int {
	if len(s)-p < minSecretLen {
		return 0
	}
	c, c2 := s[p], s[p+1]
	if vs.pairs[c][c2>>6]&(1<<(c2&63)) == 0 {
		return 0
	}
	for _, v := range vs.vals[vs.first[c]:vs.first[int(c)+1]] {
		if len(v) <= len(s)-p && v[1] == c2 && s[p:p+len(v)] == v {
			return len(v)
		}
	}
	return 0
}

// Character classes (chars) and what may start a secret (trig).
const (
	cWord       uint16 = 1 << iota // [A-Za-z0-9_]: what \b looks at
	cIdent                         // [A-Za-z0-9_-]: names, most key formats
	cAlnum                         // [A-Za-z0-9]
	cUpperDigit                    // [A-Z0-9]: AWS key ids
	cBearer                        // [A-Za-z0-9._~+/=-]: RFC 6750's b64token
	cSlack                         // [A-Za-z0-9-]
	cScheme                        // [A-Za-z0-9+.-]
	cSpace                         // [\t\n\f\r ], as \s in RE2
	// What ends a value, by the kind of its name.
	endAuth   // \s " , ;
	endKey    // \s " , ; &
	endWord   // \s " ' , ; &
	endQuery  // \s " ' & #
	endCookie // \r \n "
	endUser   // \s / : @
	endQuote1 // ' after a value that opened with it
)

const (
	tExact  uint8 = 1 << iota // the first byte of a registered value
	tLetter                   // may begin a key format or a name, at a word start
	tPunct                    // may begin a query parameter, a URL, a PEM block, a _SECRET name
)

var chars = func() (t [256]uint16) {
	set := func(bits uint16, s string) {
		for i := range len(s) {
			t[s[i]] |= bits
		}
	}
	const upper, lower, digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz", "0123456789"
	const letters = upper + lower
	set(cWord, letters+digits+"_")
	set(cIdent, letters+digits+"_-")
	set(cAlnum, letters+digits)
	set(cUpperDigit, upper+digits)
	set(cBearer, letters+digits+"._~+/=-")
	set(cSlack, letters+digits+"-")
	set(cScheme, letters+digits+"+.-")
	const space = "\t\n\f\r "
	set(cSpace, space)
	set(endAuth, space+`",;`)
	set(endKey, space+`",;&`)
	set(endWord, space+`"',;&`)
	set(endQuery, space+`"'&#`)
	set(endCookie, "\r\n\"")
	set(endUser, space+"/:@")
	set(endQuote1, "'")
	return t
}()

var baseTrig = func() (t [256]uint8) {
	for _, c := range []byte("abcegprstxABCGPRSTX") {
		t[c] |= tLetter
	}
	for _, c := range []byte(`?&;\:-_`) {
		t[c] |= tPunct
	}
	return t
}()

// baseInWord holds the bytes Redact skips inside a word: letters and
// digits.
var baseInWord = func() (t [256]bool) {
	for c := range 256 {
		t[c] = chars[c]&cAlnum != 0
	}
	return t
}()

// nameStarts holds the first three letters (lower case) of the names
// nameKind knows, as a bit per third letter (letterBit) under an index
// for the first two (pairIndex): most words are rejected on them.
var nameStarts = func() (t [26 * 27]uint32) {
	names := []string{"authorization", "proxy-authorization", "cookie", "set-cookie", "bearer", "password", "passwd",
		"pwd", "passphrase", "secret", "client_secret", "secret_key", "secret_access_key", "aws_secret_access_key",
		"private_key", "refresh_token", "token"}
	for _, x := range []string{"", "x-"} {
		for _, base := range headerBases {
			names = append(names, x+base)
		}
	}
	for _, n := range names {
		t[pairIndex(n[0], n[1])] |= letterBit(n[2])
	}
	return t
}()

// suffixStarts is nameStarts for the name parts suffixKind knows, after
// their "_".
var suffixStarts = func() (t [26 * 27]uint32) {
	for _, n := range suffixNames {
		t[pairIndex(n[1], n[2])] |= letterBit(n[3])
	}
	return t
}()

// pairIndex indexes two lower-case bytes, a a letter and b a letter or a
// hyphen, or returns -1.
func pairIndex(a, b byte) int {
	if a < 'a' || a > 'z' {
		return -1
	}
	switch {
	case b >= 'a' && b <= 'z':
		return int(a-'a')*27 + int(b-'a')
	case b == '-':
		return int(a-'a')*27 + 26
	}
	return -1
}

// letterBit is a bit for a lower-case letter, or for '-' and '_'.
func letterBit(c byte) uint32 {
	switch {
	case c >= 'a' && c <= 'z':
		return 1 << (c - 'a')
	case c == '-' || c == '_':
		return 1 << 26
	}
	return 0
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// The kinds of named values, by what ends them and what is kept.
type valueKind uint8

const (
	vNone   valueKind = iota
	vAuth             // Authorization: the scheme is kept
	vKey              // API-key and token headers
	vWord             // password=, "secret": ...
	vCookie           // Cookie, Set-Cookie: to the end of the line
	vBearer           // bearer <token>
)

var valueEnds = [...]uint16{vAuth: endAuth, vKey: endKey, vWord: endWord, vCookie: endCookie}

// maxName bounds the names compared with the secret names (the longest is
// 21 bytes): a longer run is not one, and the bound keeps a long run of
// hyphenated words linear.
const maxName = 32

// nameKind says what a lower-cased name holds.
func nameKind(name []byte) valueKind {
	switch string(name) {
	case "authorization", "proxy-authorization":
		return vAuth
	case "cookie", "set-cookie":
		return vCookie
	case "bearer":
		return vBearer
	}
	if headerKey(name) {
		return vKey
	}
	switch string(name) {
	case "password", "passwd", "pwd", "passphrase", "secret", "client_secret", "secret_key",
		"secret_access_key", "aws_secret_access_key", "private_key", "refresh_token", "token":
		return vWord
	}
	return vNone
}

var headerBases = [...]string{"api", "auth", "access", "goog-api", "amz-security", "session"}

// headerKey reports whether name is (x-)(api|auth|access|goog-api|
// amz-security|session)[-_]?(key|token).
func headerKey(name []byte) bool {
	if len(name) > 2 && name[0] == 'x' && name[1] == '-' {
		name = name[2:]
	}
	for _, base := range headerBases {
		if len(name) <= len(base) || string(name[:len(base)]) != base {
			continue
		}
		rest := name[len(base):]
		if rest[0] == '-' || rest[0] == '_' {
			rest = rest[1:]
		}
		if string(rest) == "key" || string(rest) == "token" {
			return true
		}
	}
	return false
}

// suffixKind says whether a lower-cased name part that starts with "_"
// ends a name holding a secret (DB_PASSWORD, STRIPE_SECRET_KEY).
func suffixKind(part []byte) valueKind {
	for _, n := range suffixNames {
		if string(part) == n {
			return vWord
		}
	}
	return vNone
}

var suffixNames = [...]string{"_password", "_passwd", "_passphrase", "_secret", "_secret_key", "_secret_access_key",
	"_api_key", "_apikey", "_private_key", "_access_token", "_refresh_token", "_auth_token"}

// queryName reports whether a lower-cased query parameter name holds a
// secret.
func queryName(name []byte) bool {
	switch string(name) {
	case "access_token", "refresh_token", "id_token", "token", "auth_token", "session_token", "private_token",
		"api_key", "apikey", "key", "sig", "signature", "password", "secret", "client_secret",
		"x-amz-signature", "x-amz-credential", "x-amz-security-token", "x-goog-signature", "x-goog-credential":
		return true
	}
	return false
}

// scanner is one Redact call: it walks s once, copying it into b only from
// the first secret on.
type scanner struct {
	s      string
	vs     *valueSet // nil: no registered values
	trig   *[256]uint8
	inWord *[256]bool
	b      strings.Builder
	last   int // s[last:] is not yet in b; s[last-1] was the end of a secret
	// valueRun is set by value: the match ends where a value run ended,
	// which took in the registered values inside it.
	valueRun bool
}

func (z *scanner) scan() string {
	s, trig, inWord := z.s, z.trig, z.inWord
	for i := 0; i < len(s); {
		c := s[i]
		if t := trig[c]; t != 0 {
			if t&tExact != 0 {
				if n := z.vs.at(s, i); n > 0 {
					i = z.cut(i, i, i+n, true)
					continue
				}
			}
			start, end := -1, -1
			z.valueRun = false
			if t&tLetter != 0 {
				if !z.wordBefore(i) {
					start, end = z.wordAt(i)
				}
			} else if t&tPunct != 0 {
				start, end = z.punctAt(i)
			}
			if start >= 0 {
				i = z.cut(i, start, end, !z.valueRun)
				continue
			}
		}
		i++
		if chars[c]&cAlnum != 0 {
			// The rest of a word: nothing begins there but a registered
			// value, and the bytes that begin one are not in inWord.
			for i < len(s) && inWord[s[i]] {
				i++
			}
		}
	}
	if z.last == 0 {
		return s
	}
	z.b.WriteString(s[z.last:])
	return z.b.String()
}

// cut replaces s[start:end], found from position from, by Redacted. With
// grow, a registered value that begins in s[from:end] takes the span
// wherever it reaches, so that no pattern leaves a secret half shown. A
// value run does not grow: it took in the values inside it already, and
// one that overlaps them is gone from Redact's output, where a run that
// grew past its end would differ from the run that redacts that output
// again.
func (z *scanner) cut(from, start, end int, grow bool) int {
	if grow && z.vs != nil {
		for p := from + 1; p < end; p++ {
			if z.trig[z.s[p]]&tExact != 0 {
				if n := z.vs.at(z.s, p); n > 0 {
					start, end = min(start, p), max(end, p+n)
				}
			}
		}
	}
	if z.b.Cap() == 0 {
		// Room for the copy and a few short secrets longer once redacted:
		// one allocation for most texts.
		z.b.Grow(len(z.s) + 8*len(Redacted))
	}
	z.b.WriteString(z.s[z.last:start])
	z.b.WriteString(Redacted)
	z.last = end
	return end
}

// exactAt reports whether a registered value begins at s[p:]. Runs of a
// key's characters stop there, as they stop at the "[" that replaces it,
// so that Redact finds in its own output what it found in its input.
func (z *scanner) exactAt(p int) bool {
	return z.vs != nil && z.trig[z.s[p]]&tExact != 0 && z.vs.at(z.s, p) > 0
}

// wordBefore reports whether s[i-1] is a word character, as \b sees it; the
// end of a redacted span is "]", which is not.
func (z *scanner) wordBefore(i int) bool {
	return i > 0 && i != z.last && chars[z.s[i-1]]&cWord != 0
}

// run returns the end of the run of class cls from p.
func (z *scanner) run(p int, cls uint16) int {
	for p < len(z.s) && chars[z.s[p]]&cls != 0 && !z.exactAt(p) {
		p++
	}
	return p
}

// name returns the end of the name from p, or -1 when it is longer than
// maxName: no secret's name is, and the bound keeps a long run of
// hyphenated words, each a word start, linear.
func (z *scanner) name(p int) int {
	e := p
	for e < len(z.s) && chars[z.s[e]]&cIdent != 0 && !z.exactAt(e) {
		if e-p == maxName {
			return -1
		}
		e++
	}
	return e
}

// lowerName returns s[p:e] lower-cased in buf.
func (z *scanner) lowerName(buf *[maxName]byte, p, e int) []byte {
	name := buf[:e-p]
	for k := range name {
		name[k] = lower(z.s[p+k])
	}
	return name
}

// value returns the end of a value from p: the first byte in end, or a
// JSON escape (\" \n \r \t \u...) that leaves the string. A registered
// value inside is taken whole, as the Redacted that replaces it would be.
func (z *scanner) value(p int, end uint16) int {
	z.valueRun = true
	s := z.s
	for p < len(s) {
		if z.vs != nil && z.trig[s[p]]&tExact != 0 {
			if n := z.vs.at(s, p); n > 0 {
				p += n
				continue
			}
		}
		c := s[p]
		if chars[c]&end != 0 || c == '\\' && p+1 < len(s) && strings.IndexByte(`"nrtu`, s[p+1]) >= 0 && !z.exactAt(p+1) {
			break
		}
		p++
	}
	return p
}

func hasAt(s string, p int, prefix string) bool {
	return len(s)-p >= len(prefix) && s[p:p+len(prefix)] == prefix
}

// A parser sees a registered value where it begins as the "[" of the
// Redacted that will replace it: lit and is fail there, as they would in
// Redact's output.

// clear reports whether no registered value begins in s[p:q].
func (z *scanner) clear(p, q int) bool {
	if z.vs != nil {
		for ; p < q; p++ {
			if z.exactAt(p) {
				return false
			}
		}
	}
	return true
}

// lit reports whether s[p:] begins with prefix.
func (z *scanner) lit(p int, prefix string) bool {
	return hasAt(z.s, p, prefix) && z.clear(p, p+len(prefix))
}

// is reports whether s[p] is c.
func (z *scanner) is(p int, c byte) bool {
	return p < len(z.s) && z.s[p] == c && !z.exactAt(p)
}

func (z *scanner) skipSpace(p int) int {
	for p < len(z.s) && chars[z.s[p]]&cSpace != 0 {
		p++
	}
	return p
}

// wordAt matches a key format or a secret-named value at a word start.
func (z *scanner) wordAt(i int) (int, int) {
	if start, end := z.keyFormat(i); start >= 0 {
		return start, end
	}
	s := z.s
	if i+3 >= len(s) {
		return -1, -1
	}
	if k := pairIndex(lower(s[i]), lower(s[i+1])); k < 0 || nameStarts[k]&letterBit(lower(s[i+2])) == 0 {
		return -1, -1
	}
	j := z.name(i)
	if j < 0 {
		return -1, -1
	}
	var buf [maxName]byte
	switch kind := nameKind(z.lowerName(&buf, i, j)); kind {
	case vNone:
		return -1, -1
	case vBearer:
		p := z.skipSpace(j)
		if p == j {
			return -1, -1
		}
		if e := z.run(p, cBearer); e-p >= 8 {
			return p, e
		}
		return -1, -1
	default:
		return z.named(j, kind)
	}
}

// named matches the value after a secret's name that ends at p: an optional
// closing quote ("X-Api-Key": or \"token\":), a colon or an equals sign
// with optional spaces around it, an optional opening quote, and the value.
func (z *scanner) named(p int, kind valueKind) (int, int) {
	if z.is(p, '"') || z.is(p, '\'') {
		p++
	} else if z.lit(p, `\"`) {
		p += 2
	}
	p = z.skipSpace(p)
	if !z.is(p, ':') && (!z.is(p, '=') || kind == vCookie) {
		return -1, -1
	}
	p = z.skipSpace(p + 1)
	end := valueEnds[kind]
	if z.is(p, '\'') {
		end |= endQuote1
		p++
	} else if z.is(p, '"') {
		p++
	} else if z.lit(p, `\"`) {
		p += 2
	}
	if kind == vAuth {
		if q := z.scheme(p); q > p {
			if e := z.value(q, end); e > q {
				return q, e
			}
		}
	}
	if e := z.value(p, end); e > p {
		return p, e
	}
	return -1, -1
}

// scheme returns the end of an Authorization scheme and the spaces after
// it at p, or p.
func (z *scanner) scheme(p int) int {
	s := z.s
	j := p
	for j < len(s) && j-p < 6 && chars[s[j]]&cAlnum != 0 && !z.exactAt(j) {
		j++
	}
	var buf [6]byte
	name := buf[:j-p]
	for k := range name {
		name[k] = lower(s[p+k])
	}
	switch string(name) {
	case "bearer", "basic", "token", "digest", "apikey":
		if q := z.skipSpace(j); q > j {
			return q
		}
	}
	return p
}

// keyFormat matches a provider's key format at a word start.
func (z *scanner) keyFormat(i int) (int, int) {
	s := z.s
	at := func(prefix string, cls uint16, least int) (int, int) {
		if !hasAt(s, i, prefix) {
			return -1, -1
		}
		p := i + len(prefix)
		if e := z.run(p, cls); e-p >= least && z.clear(i, p) {
			return i, e
		}
		return -1, -1
	}
	switch s[i] {
	case 's':
		if start, end := at("sk-", cIdent, 16); start >= 0 {
			return start, end
		}
		if start, end := at("sk_live_", cAlnum, 10); start >= 0 {
			return start, end
		}
		return at("sk_test_", cAlnum, 10)
	case 'r':
		if start, end := at("rk_live_", cAlnum, 10); start >= 0 {
			return start, end
		}
		return at("rk_test_", cAlnum, 10)
	case 'A':
		if len(s)-i < 20 {
			return -1, -1
		}
		switch s[i : i+4] {
		case "AKIA", "ASIA", "AGPA", "AIDA", "AROA":
			if !z.clear(i, i+4) {
				return -1, -1
			}
			// Exactly 16 more, then no word character: \b in the old
			// pattern, and what keeps AKIA in prose alone.
			p := i + 4
			e := p
			for e < p+16 && chars[s[e]]&cUpperDigit != 0 && !z.exactAt(e) {
				e++
			}
			if e == p+16 && (e == len(s) || chars[s[e]]&cWord == 0 || z.exactAt(e)) {
				return i, e
			}
		case "AIza":
			return at("AIza", cIdent, 35)
		}
	case 'g':
		if hasAt(s, i, "gh") && len(s)-i > 4 && s[i+3] == '_' && strings.IndexByte("pousr", s[i+2]) >= 0 && z.clear(i, i+4) {
			return at(s[i:i+4], cWord, 20)
		}
		if start, end := at("github_pat_", cWord, 20); start >= 0 {
			return start, end
		}
		return at("glpat-", cIdent, 20)
	case 'x':
		if len(s)-i > 5 && hasAt(s, i, "xox") && s[i+4] == '-' && strings.IndexByte("abposre", s[i+3]) >= 0 && z.clear(i, i+5) {
			return at(s[i:i+5], cSlack, 10)
		}
	case 'e':
		if !z.lit(i, "eyJ") {
			return -1, -1
		}
		// header.payload.signature, each part at least 8 base64url bytes.
		p := i + 3
		for part := range 3 {
			e := z.run(p, cIdent)
			if e-p < 8 {
				return -1, -1
			}
			if part == 2 {
				return i, e
			}
			if !z.is(e, '.') {
				return -1, -1
			}
			p = e + 1
		}
	}
	return -1, -1
}

// punctAt matches what begins with punctuation: a query parameter, a
// JSON-escaped one, a URL's password, a PEM block, a name ending in
// _PASSWORD or the like.
func (z *scanner) punctAt(i int) (int, int) {
	s := z.s
	switch s[i] {
	case '?', '&', ';':
		return z.query(i + 1)
	case '\\':
		// \u0026 (&), \u003f (?), \u003b (;): a URL inside a JSON string,
		// as encoding/json writes it.
		if len(s)-i > 6 && s[i+1] == 'u' && s[i+2] == '0' && s[i+3] == '0' && z.clear(i, i+6) {
			if h, l := s[i+4], lower(s[i+5]); h == '2' && l == '6' || h == '3' && (l == 'f' || l == 'b') {
				return z.query(i + 6)
			}
		}
	case ':':
		return z.userinfo(i)
	case '-':
		return z.pem(i)
	case '_':
		if len(s)-i < 4 {
			return -1, -1
		}
		if k := pairIndex(lower(s[i+1]), lower(s[i+2])); k < 0 || suffixStarts[k]&letterBit(lower(s[i+3])) == 0 {
			return -1, -1
		}
		j := z.name(i + 1)
		if j <= i+1 || j-i > maxName {
			return -1, -1
		}
		var buf [maxName]byte
		if kind := suffixKind(z.lowerName(&buf, i, j)); kind != vNone {
			return z.named(j, kind)
		}
	}
	return -1, -1
}

// query matches a secret query parameter whose name begins at p.
func (z *scanner) query(p int) (int, int) {
	j := z.name(p)
	if j <= p || !z.is(j, '=') {
		return -1, -1
	}
	var buf [maxName]byte
	if !queryName(z.lowerName(&buf, p, j)) {
		return -1, -1
	}
	if e := z.value(j+1, endQuery); e > j+1 {
		return j + 1, e
	}
	return -1, -1
}

// maxScheme bounds how far back from "://" a URL's scheme is looked for.
const maxScheme = 32

// userinfo matches the password of scheme://user:password@ at the colon
// of "://". The password runs to the last @ before a slash or a space, so
// that an unescaped @ inside it does not leave its tail behind.
func (z *scanner) userinfo(i int) (int, int) {
	s := z.s
	if !z.lit(i, "://") {
		return -1, -1
	}
	scheme := false
	for k := i - 1; k >= z.last && i-k <= maxScheme && chars[s[k]]&cScheme != 0; k-- {
		if c := lower(s[k]); c >= 'a' && c <= 'z' && (k == 0 || k == z.last || chars[s[k-1]]&cWord == 0) {
			scheme = true
			break
		}
	}
	if !scheme {
		return -1, -1
	}
	// The user; a registered value inside it is redacted with the
	// password.
	p, u, first := i+3, i+3, -1
	for u < len(s) {
		if z.vs != nil && z.trig[s[u]]&tExact != 0 {
			if n := z.vs.at(s, u); n > 0 {
				if first < 0 {
					first = u
				}
				u += n
				continue
			}
		}
		if chars[s[u]]&endUser != 0 {
			break
		}
		u++
	}
	if u == p || !z.is(u, ':') {
		return -1, -1
	}
	q, at := u+1, -1
	for w := q; w < len(s); {
		if z.vs != nil && z.trig[s[w]]&tExact != 0 {
			if n := z.vs.at(s, w); n > 0 {
				w += n
				continue
			}
		}
		c := s[w]
		if chars[c]&cSpace != 0 || c == '/' {
			break
		}
		if c == '@' {
			at = w
		}
		w++
	}
	if at <= q {
		return -1, -1
	}
	z.valueRun = true
	if first >= 0 {
		return first, at
	}
	return q, at
}

// maxPEMLabel bounds the label of a PEM line ("ENCRYPTED PRIVATE KEY").
const maxPEMLabel = 64

// pem matches a PEM private key block, from its BEGIN line to the end of
// its END line, or to the end of s when the text was cut before it.
func (z *scanner) pem(i int) (int, int) {
	s := z.s
	const begin, end, dashes = "-----BEGIN ", "-----END ", "-----"
	if !z.lit(i, begin) {
		return -1, -1
	}
	h := i + len(begin)
	e := strings.Index(s[h:min(len(s), h+maxPEMLabel)], dashes)
	if e < 0 || !strings.HasSuffix(s[h:h+e], "PRIVATE KEY") {
		return -1, -1
	}
	body := h + e + len(dashes)
	k := strings.Index(s[body:], end)
	if k < 0 {
		return i, len(s)
	}
	t := body + k + len(end)
	m := strings.Index(s[t:min(len(s), t+maxPEMLabel)], dashes)
	if m < 0 {
		return i, len(s)
	}
	return i, t + m + len(dashes)
}
