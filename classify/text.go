package classify

import (
	"iter"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/rungkit/rung"
)

// This file holds the allocation-free text tools the presets share: ASCII
// case-insensitive search, a multi-pattern matcher, and small JSON field
// extractors that slice the body instead of decoding it. encoding/json and
// regexp would cost allocations and microseconds on every classified error.

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// indexFold returns the index of the first ASCII case-insensitive occurrence
// of needle in s, or -1. Either may be in any case: a word table's entry
// written with capitals ("SQLSTATE") must not silently never match.
// Candidate positions are found with strings.IndexByte (vectorised) for both
// cases of the first byte, so a miss costs two fast scans.
func indexFold(s, needle string) int {
	n := len(needle)
	if n == 0 {
		return 0
	}
	last := len(s) - n
	if last < 0 {
		return -1
	}
	c0 := lower(needle[0])
	c0u := c0
	if 'a' <= c0 && c0 <= 'z' {
		c0u = c0 - ('a' - 'A')
	}
	window := s[:last+1] // where a match may start
	nextLo, nextUp := -1, -1
	if j := strings.IndexByte(window, c0); j >= 0 {
		nextLo = j
	}
	if c0u != c0 {
		if j := strings.IndexByte(window, c0u); j >= 0 {
			nextUp = j
		}
	}
	for nextLo >= 0 || nextUp >= 0 {
		i := nextLo
		if i < 0 || (nextUp >= 0 && nextUp < i) {
			i = nextUp
		}
		if matchAt(s, i, needle) {
			return i
		}
		if i == nextLo {
			nextLo = -1
			if j := strings.IndexByte(window[i+1:], c0); j >= 0 {
				nextLo = i + 1 + j
			}
		} else {
			nextUp = -1
			if j := strings.IndexByte(window[i+1:], c0u); j >= 0 {
				nextUp = i + 1 + j
			}
		}
	}
	return -1
}

// hasPrefixFold reports whether s begins with p, ignoring case.
func hasPrefixFold(s, p string) bool {
	return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p)
}

// lastField splits off the last whitespace-separated field of s, as the
// last element strings.Fields would return, and the text before it; both
// are "" when s holds no field. It reads back from the end without
// splitting the rest.
func lastField(s string) (field, before string) {
	e := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsSpace(r) })
	if e < 0 {
		return "", ""
	}
	_, size := utf8.DecodeRuneInString(s[e:])
	e += size
	b := strings.LastIndexFunc(s[:e], unicode.IsSpace)
	if b < 0 {
		return s[:e], ""
	}
	_, size = utf8.DecodeRuneInString(s[b:])
	return s[b+size : e], s[:b]
}

// hasSuffixFold reports whether s ends with suffix, ignoring case.
func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// hasFold reports whether s contains needle, ignoring ASCII case.
func hasFold(s, needle string) bool { return indexFold(s, needle) >= 0 }

// foldMatches yields the index in s of each ASCII case-insensitive
// occurrence of needle, left to right, each search starting where the
// previous match ended: the matches do not overlap ("aa" in "aaaa" yields 0
// and 2). It is the occurrence loop the presets write again and again,
//
//	for off := 0; off < len(s); {
//		i := indexFold(s[off:], needle)
//		if i < 0 {
//			break
//		}
//		i += off
//		off = i + len(needle)
//		...
//	}
//
// as `for i := range foldMatches(s, needle)`. An empty needle yields nothing
// (that loop would never advance). Ranged over directly it inlines and
// allocates nothing.
func foldMatches(s, needle string) iter.Seq[int] {
	return func(yield func(int) bool) {
		if needle == "" {
			return
		}
		for off := 0; off < len(s); {
			i := indexFold(s[off:], needle)
			if i < 0 {
				return
			}
			i += off
			if !yield(i) {
				return
			}
			off = i + len(needle)
		}
	}
}

// afterAlready yields the text after each "already " in t, past a "been "
// that follows it: "is already paid" and "has already been paid" read
// alike.
func afterAlready(t string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := range foldMatches(t, "already ") {
			rest := t[i+len("already "):]
			if matchAt(rest, 0, "been ") {
				rest = rest[len("been "):]
			}
			if !yield(rest) {
				return
			}
		}
	}
}

// exactMatches is foldMatches with case: it yields the index of each
// occurrence of sub in s (strings.Index), non-overlapping, left to right. An
// empty sub yields nothing. (The name matches is codes.go's matcher test.)
func exactMatches(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		if sub == "" {
			return
		}
		for off := 0; off < len(s); {
			i := strings.Index(s[off:], sub)
			if i < 0 {
				return
			}
			i += off
			if !yield(i) {
				return
			}
			off = i + len(sub)
		}
	}
}

// hasAny reports whether s contains any of the lower-case needles.
func hasAny(s string, needles ...string) bool {
	for _, n := range needles {
		if indexFold(s, n) >= 0 {
			return true
		}
	}
	return false
}

// hasWord reports whether s contains needle (lower-case) with no letter or
// digit on either side.
func hasWord(s, needle string) bool {
	off := 0
	for {
		i := indexFold(s[off:], needle)
		if i < 0 {
			return false
		}
		i += off
		end := i + len(needle)
		if (i == 0 || !isAlnum(s[i-1])) && (end >= len(s) || !isAlnum(s[end])) {
			return true
		}
		off = i + 1
	}
}

// kindReason is a table entry keyed by a service's own code or fixed text:
// the kind it proves and the reason given with it.
type kindReason struct {
	kind   rung.Kind
	reason string
}

// pattern is one entry of an ordered wording table: the first entry (lowest
// index) found anywhere in the text wins.
// exactRow is one row of a tool's fixed texts: an exact, case-sensitive
// substring of the raw message and the kind it gives (accounttools.go,
// cups.go, juriscraperpacer.go). Unlike a pattern it is not folded, so a
// table of them costs one strings.Index per row and no allocation.
type exactRow struct {
	text   string
	kind   rung.Kind
	reason string
}

type pattern struct {
	text    string // lower-case
	kind    rung.Kind
	timeout bool
	word    bool   // no letter or digit may touch either end
	name    bool   // a hit inside a name the message quotes does not count (inIdent), whatever the pattern's shape
	guess   bool   // the kind is a guess from one common word (LowConfidence)
	unless  string // lower-case; a hit this continues is another word ("quota" in "quotation")
	start   bool   // the hit must begin a word: one a lower-case letter runs into is another word's tail ("lock" in "block", "clock"); a camel-case hump ("ResourceLocked") begins one
	reason  string
}

// phrasePatterns turns a phrase list that another reading shares with the
// wording tables into rows of one kind and reason, so both read the same
// phrases (mcp.go's sessionAskPhrases and askHandlerPhrases in wording.go
// capabilityWords; weaviateclass.go's root types).
func phrasePatterns(phrases []string, k rung.Kind, reason string) []pattern {
	ps := make([]pattern, len(phrases))
	for i, t := range phrases {
		ps[i] = pattern{text: t, kind: k, reason: reason}
	}
	return ps
}

// matcher finds the highest-priority pattern of a table in one pass over
// the text: patterns are bucketed by their first byte.
type matcher struct {
	pats    []pattern
	byFirst [256][]uint16
}

func newMatcher(pats []pattern) *matcher {
	pats = append([]pattern(nil), pats...)
	m := &matcher{pats: pats}
	for i, p := range pats {
		if oneWord(p.text) {
			pats[i].name = true
		}
		if p.text == "" || p.text != strings.ToLower(p.text) {
			panic("classify: pattern must be non-empty lower-case: " + p.text)
		}
		c := p.text[0]
		m.byFirst[c] = append(m.byFirst[c], uint16(i))
		if 'a' <= c && c <= 'z' {
			m.byFirst[c-('a'-'A')] = append(m.byFirst[c-('a'-'A')], uint16(i))
		}
	}
	return m
}

// find returns the index of the highest-priority pattern present in s.
func (m *matcher) find(s string) (int, bool) {
	best := len(m.pats)
	for i := 0; i < len(s) && best > 0; i++ {
		for _, pi := range m.byFirst[s[i]] {
			idx := int(pi)
			if idx >= best {
				break // buckets are in priority order
			}
			p := &m.pats[idx]
			if matchAt(s, i, p.text) && (!(p.word || p.name || p.start || p.unless != "") || p.edgesFit(s, i)) {
				best = idx
				break
			}
		}
	}
	if best == len(m.pats) {
		return 0, false
	}
	return best, true
}

// edgesFit checks a hit of a pattern with a word or name condition at s[i:]:
// kept out of find's loop, which the other patterns run through bare.
//
//go:noinline
func (p *pattern) edgesFit(s string, i int) bool {
	n := len(p.text)
	return (!p.word || wordAt(s, i, n)) && (!p.name || !inIdent(s, i, n)) && (p.unless == "" || !matchAt(s, i+n, p.unless)) && (!p.start || !wordTail(s, i))
}

// wordTail reports a hit at s[i:] that a letter before it runs into: the
// tail of another word ("block", "clock", "BLOCKED"), not a word of its
// own. A capital after a lower-case letter starts a camel-case hump
// ("ResourceLocked", "TableLock"), which is a word of its own.
func wordTail(s string, i int) bool {
	if i == 0 || !isLetter(s[i-1]) {
		return false
	}
	return !(isLower(s[i-1]) && 'A' <= s[i] && s[i] <= 'Z')
}

func matchAt(s string, i int, needle string) bool {
	if i+len(needle) > len(s) {
		return false
	}
	for j := 0; j < len(needle); j++ {
		if lower(s[i+j]) != lower(needle[j]) {
			return false
		}
	}
	return true
}

func wordAt(s string, i, n int) bool {
	return (i == 0 || !isAlnum(s[i-1])) && (i+n >= len(s) || !isAlnum(s[i+n]))
}

// jsonValue finds the first `"key": value` in s (at any depth) and returns
// the value: for a string its contents without the quotes (escapes kept),
// for anything else its raw text. isStr tells which. The search is
// byte-exact on the key, as JSON keys are.
func jsonValue(s, key string) (val string, isStr, ok bool) {
	if key == "" {
		return "", false, false
	}
	for i := range exactMatches(s, key) {
		k := i + len(key) // just past the key
		if i == 0 || s[i-1] != '"' || k >= len(s) || s[k] != '"' {
			continue
		}
		j := skipSpace(s, k+1)
		if j >= len(s) || s[j] != ':' {
			continue
		}
		j = skipSpace(s, j+1)
		if j >= len(s) {
			return "", false, false
		}
		end := skipValue(s, j)
		if s[j] == '"' {
			if end-1 <= j {
				return "", true, true
			}
			return s[j+1 : end-1], true, true
		}
		return s[j:end], false, true
	}
	return "", false, false
}

// jsonString returns a string-valued field; null and other types are absent.
func jsonString(s, key string) string {
	v, isStr, ok := jsonValue(s, key)
	if !ok || !isStr {
		return ""
	}
	return v
}

// jsonObject returns the raw text of the first field key whose value is an
// object or array ("{...}" / "[...]"), or "".
func jsonObject(s, key string) string {
	if key == "" {
		return ""
	}
	off := 0
	for off < len(s) {
		v, isStr, ok := jsonValue(s[off:], key)
		if !ok {
			return ""
		}
		if !isStr && v != "" && (v[0] == '{' || v[0] == '[') {
			return v
		}
		// Look for a later occurrence.
		idx := strings.Index(s[off:], key)
		if idx < 0 {
			return ""
		}
		off += idx + len(key)
	}
	return ""
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the index just past the JSON value that starts at s[i],
// tolerating truncated or malformed input (it stops at the end of s).
func skipValue(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	switch s[i] {
	case '"':
		j := i + 1
		for j < len(s) {
			switch s[j] {
			case '\\':
				j += 2
				continue
			case '"':
				return j + 1
			}
			j++
		}
		return len(s)
	case '{', '[':
		depth := 0
		j := i
		for j < len(s) {
			switch s[j] {
			case '"':
				j = skipValue(s, j)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
			j++
		}
		return len(s)
	default:
		j := i
		for j < len(s) {
			switch s[j] {
			case ',', '}', ']', ' ', '\n', '\r', '\t':
				return j
			}
			j++
		}
		return j
	}
}

// jsonBool reports whether field key is the literal true/false.
func jsonIs(s, key, literal string) bool {
	v, isStr, ok := jsonValue(s, key)
	return ok && !isStr && v == literal
}

// atoi parses an optionally signed decimal integer that fills s.
func atoi(s string) (int, bool) {
	s = strings.TrimSpace(s)
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || len(s) > 18 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// leadingInt parses the digits at the start of s.
func leadingInt(s string) (n, width int) {
	for width < len(s) && width < 18 && s[width] >= '0' && s[width] <= '9' {
		n = n*10 + int(s[width]-'0')
		width++
	}
	return n, width
}

// parseNumber reads a decimal number with an optional fraction at s[0:],
// returning its value in units of 1e-9 and its width.
func parseNumber(s string) (nanos int64, width int, ok bool) {
	var whole, frac int64
	scale := int64(1e9)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		whole = whole*10 + int64(s[i]-'0')
		if whole >= 9e9 { // the value in nanos would overflow int64
			return 0, 0, false
		}
		i++
	}
	digits := i
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			if scale > 1 {
				scale /= 10
				frac += int64(s[i]-'0') * scale
			}
			digits++
			i++
		}
	}
	if digits == 0 {
		return 0, 0, false
	}
	return whole*1e9 + frac, i, true
}

// dateAhead reports whether the number of width w at the start of s begins
// a date or a time of day rather than a count: a year and '-' ("retry after
// 2026-12-03 17:23:21 UTC", Let's Encrypt's rate limits), or a number and
// ':' or '/' before a digit ("09:00", "12/03/2026"). parseDelay would read
// the year as 2026 seconds (set 92).
func dateAhead(s string, w int) bool {
	if w+1 >= len(s) || s[w+1] < '0' || s[w+1] > '9' {
		return false
	}
	switch s[w] {
	case ':', '/':
		return true
	case '-':
		return w == 4
	}
	return false
}

// parseDelay reads a human or Go-style duration at the start of s: "9.816s",
// "20ms", "1m30s", "6m0s", "12 seconds", "2 minutes", "38.863719904s". A bare
// number is seconds. It stops at the first thing that is not part of the
// duration and never allocates. Arithmetic is integral so that "9.816s" is
// exactly 9.816 s, never a nanosecond short.
func parseDelay(s string) (time.Duration, bool) {
	const limit = int64(366 * 24 * time.Hour)
	var total int64
	found := false
	i := 0
	for i < len(s) {
		nanos, w, ok := parseNumber(s[i:])
		if !ok {
			break
		}
		if dateAhead(s[i:], w) {
			break // a date or a clock time, not a delay (bodyUntil)
		}
		k := i + w
		for k < len(s) && s[k] == ' ' {
			k++
		}
		unitStart := k
		for k < len(s) && ('a' <= lower(s[k]) && lower(s[k]) <= 'z' || s[k] == 0xc2 || s[k] == 0xb5) {
			k++
		}
		unit := strings.ToLower(s[unitStart:k])
		var mul, div int64 = 1, 1 // nanos is the value in units of 1e-9
		switch unit {
		case "ns":
			div = 1e9
		case "us", "µs":
			div = 1e6
		case "ms", "msec", "msecs", "millisecond", "milliseconds":
			div = 1e3
		case "", "s", "sec", "secs", "second", "seconds":
		case "m", "min", "mins", "minute", "minutes":
			mul = 60
		case "h", "hr", "hrs", "hour", "hours":
			mul = 3600
		case "d", "day", "days":
			mul = 86400
		default:
			if found {
				return time.Duration(total), true
			}
			return 0, false
		}
		if nanos/div > limit/mul {
			return 0, false
		}
		d := nanos / div * mul
		if d < 0 || d > limit || total+d > limit {
			return 0, false
		}
		total += d
		found = true
		if unit == "" {
			break // a bare number ends the duration
		}
		i = k
	}
	if !found {
		return 0, false
	}
	return time.Duration(total), true
}

// firstReading returns the first of readers' verdicts on text, its reason
// prefixed with the preset's name: the presets' ordered chains of shape
// readers.
func firstReading(text, prefix string, readers ...func(string) (Result, bool)) (Result, bool) {
	for _, read := range readers {
		if r, ok := read(text); ok {
			r.Reason = prefix + r.Reason
			return r, true
		}
	}
	return Result{}, false
}

// quotedAfter returns the text between prefix, which ends with an opening
// quote, and the next '"' (or the end of t): the name a message quotes
// after a fixed phrase ("doesn't have a resource type \"x\"").
func quotedAfter(t, prefix string) (string, bool) {
	i := strings.Index(t, prefix)
	if i < 0 {
		return "", false
	}
	name := t[i+len(prefix):]
	if e := strings.IndexByte(name, '"'); e >= 0 {
		name = name[:e]
	}
	return name, true
}

// xHeader reports a hit at s[i:] just after a header name's "X-" prefix
// ("X-RateLimit-Remaining: 0"): the limit's own vocabulary (set 478).
func xHeader(s string, i int) bool {
	return i >= 2 && s[i-1] == '-' && lower(s[i-2]) == 'x' && (i == 2 || !isAlnum(s[i-3]) && s[i-3] != '-' && s[i-3] != '_')
}

// oneWord reports a pattern of one word: newMatcher guards every such
// pattern with inIdent.
func oneWord(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// inIdent reports a hit of a one-word pattern (or one marked name:
// "rate-limit") at s[i:i+n] that is part of an identifier the message
// carries, not a word of its own: a path ("/tmp/quota/x",
// "docs/rate-limit.md"), a host, file or e-mail name
// ("api.throttled.example", "busy.log", "deploy@forbidden.dev"), or a
// later segment of a slug ("ops-notfound"). The names a message quotes are
// the caller's or the model's, so a word in them proves nothing about the
// failure (and a name chosen to steer the reading must not). A phrase of
// several words is not read so: no name holds its spaces. Not a name: an
// "X-" header's words, a class's own dotted name
// (java.net.SocketTimeoutException), a version ("Kubernetes v1.27.9"), and
// prose's "and/or" (pathToken).
func inIdent(s string, i, n int) bool {
	if i > 0 {
		switch b := s[i-1]; {
		case b == '-':
			return !xHeader(s, i)
		case b == '@':
			return true
		case b == '.':
			return isLower(s[i]) // not a class's own name (java.net.SocketTimeoutException) nor a number
		case b == '/' || b == '\\':
			return pathToken(s, i)
		}
	}
	if end := i + n; end < len(s) {
		// The hit may end inside a word ("throttl" in "throttled"): go on to its end.
		for end < len(s) && isAlnum(s[end]) {
			end++
		}
		if end+1 < len(s) {
			switch s[end] {
			case '/', '\\':
				return pathToken(s, end+1)
			case '.', '@':
				return isLower(s[end+1]) // not a version's v1.27
			}
		}
	}
	return false
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }

// pathToken reports whether the token around s[i] is a path or URL rather
// than prose's "and/or": it begins with '/', '~' or '.', holds "://", or
// has two slashes; or it is a Windows path (a PHP namespace's backslashes
// name a class: Illuminate\Database\MultipleRecordsFoundException).
func pathToken(s string, i int) bool {
	start, end := i, i
	for start > 0 && !tokenEdge(s[start-1]) {
		start--
	}
	for end < len(s) && !tokenEdge(s[end]) {
		end++
	}
	tok := s[start:end]
	return tok != "" && (tok[0] == '/' || tok[0] == '~' || tok[0] == '.' || strings.Contains(tok, "://") || strings.Count(tok, "/") >= 2 || windowsPath(tok))
}

// windowsPath reports a token that begins as a Windows path does: a drive
// ("C:\") or a share ("\\host").
func windowsPath(tok string) bool {
	return strings.HasPrefix(tok, `\\`) || len(tok) > 2 && tok[1] == ':' && tok[2] == '\\' && ('a' <= lower(tok[0]) && lower(tok[0]) <= 'z')
}

func tokenEdge(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '"', '\'', '`', '(', ')', '[', ']', '{', '}', '<', '>', ',', ';', '=':
		return true
	}
	return false
}

// xmlElement returns the text of the first <name>...</name> in b.
func xmlElement(b, name string) string {
	i := strings.Index(b, "<"+name+">")
	if i < 0 {
		return ""
	}
	rest := b[i+len(name)+2:]
	j := strings.Index(rest, "</"+name+">")
	if j < 0 {
		return ""
	}
	return strings.TrimSpace(rest[:j])
}

// lastIndexFold returns the index of the last ASCII case-insensitive
// occurrence of needle in s, or -1.
func lastIndexFold(s, needle string) int {
	last := -1
	for off := 0; off <= len(s); {
		i := indexFold(s[off:], needle)
		if i < 0 {
			break
		}
		last = off + i
		off = last + 1
	}
	return last
}
