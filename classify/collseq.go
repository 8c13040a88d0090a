package classify

import "strings"

// foreignCollation reads SQLite's "no such collation sequence: NAME"
// (SQLITE_ERROR_MISSING_COLLSEQ, 257) for a NAME the statement got wrong
// rather than one the connection never registered. SQLite's own collations
// are BINARY, NOCASE and RTRIM (datatype3.html#collation); an application
// or an extension (ICU) registers others, and its missing registration is
// premise (sqliteErrorTable). A name in another engine's form is the
// statement written in that engine's dialect: MySQL's and SQL Server's
// collations end in their sensitivity suffixes (utf8mb4_unicode_ci,
// latin1_bin, SQL_Latin1_General_CP1_CI_AS), PostgreSQL's are a libc
// locale with its encoding (en_US.utf8), an ICU tag (und-x-icu) or "C" /
// "POSIX" / "ucs_basic", or a bare libc locale (de_DE, en_US: the names
// pg_collation holds without the encoding, set 1027). A name one or two letters from a built-in
// (NOCASES, binay) is a typo. Both are invalid, as "no such function:
// date_trunc" is.
func foreignCollation(t string) bool {
	i := indexFold(t, "no such collation sequence: ")
	if i < 0 {
		return false
	}
	name := t[i+len("no such collation sequence: "):]
	if e := strings.IndexAny(name, " \t\n\"'`("); e >= 0 {
		name = name[:e]
	}
	name = strings.ToLower(strings.Trim(name, `"'`+"`[]"))
	if name == "" {
		return false
	}
	switch name {
	case "c", "posix", "ucs_basic":
		return true
	}
	if libcLocale(name) {
		return true
	}
	if strings.HasSuffix(name, "-x-icu") || strings.Contains(name, ".utf8") || strings.Contains(name, ".utf-8") {
		return true
	}
	if u := strings.LastIndexByte(name, '_'); u > 0 {
		switch name[u+1:] {
		case "ci", "cs", "bin", "bin2", "as", "ai", "ks", "ws", "sc":
			return true
		}
	}
	for _, b := range [...]string{"binary", "nocase", "rtrim"} {
		if name != b && editsWithin(name, b, 2) {
			return true
		}
	}
	return false
}

// libcLocale reports a bare POSIX locale name, language_TERRITORY
// (de_de, en_us, pt_br once lowered): PostgreSQL's libc collations carry
// these names (collation.html "de_DE"), SQLite registers none of them.
func libcLocale(name string) bool {
	if len(name) != 5 || name[2] != '_' {
		return false
	}
	for _, i := range [...]int{0, 1, 3, 4} {
		if name[i] < 'a' || name[i] > 'z' {
			return false
		}
	}
	return true
}

// editsWithin reports whether a and b are at most max single-byte edits
// (insert, delete, substitute) apart; both are short names.
func editsWithin(a, b string, max int) bool {
	if d := len(a) - len(b); d > max || -d > max {
		return false
	}
	var row [16]int
	if len(b) >= len(row) {
		return false
	}
	for j := 0; j <= len(b); j++ {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cur := row[j]
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(row[j]+1, row[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return row[len(b)] <= max
}

// unregisteredTokenizer reads a full-text engine refusing a tokenizer by
// name: SQLite FTS5 "no such tokenizer: NAME" (fts5_config.c), FTS3/4
// "unknown tokenizer: NAME" (fts3_tokenizer.c), Elasticsearch's _analyze
// "failed to find global tokenizer under [NAME]" (TransportAnalyzeAction).
// It is the class of a collation or a module the connection lacks (set
// 87): a tokenizer beyond the engine's built-ins is one an application or
// an extension registers (SQLite's ICU, MeCab, Elasticsearch's
// analysis-icu and analysis-kuromoji plugins), and its absence is the
// build's, the same on every retry and for every argument: premise, though
// SQLITE_ERROR reads as the statement's. A name one or two letters from a
// built-in (FTS5 unicode61, ascii, porter, trigram; FTS3 simple;
// Elasticsearch standard, whitespace, keyword, letter, ...) is misspelt:
// invalid.
func unregisteredTokenizer(t string) (Result, bool) {
	name, ok := "", false
	for _, m := range [...]string{"no such tokenizer: ", "unknown tokenizer: ", "failed to find global tokenizer under ["} {
		if i := indexFold(t, m); i >= 0 {
			name, ok = t[i+len(m):], true
			break
		}
	}
	if !ok {
		return Result{}, false
	}
	name = strings.TrimLeft(name, `"'`+"`[")
	if e := strings.IndexAny(name, " \t\n\"'`()]"); e >= 0 {
		name = name[:e]
	}
	if name == "" {
		return Result{}, false
	}
	low := strings.ToLower(name)
	for _, b := range builtinTokenizers {
		if editsWithin(low, b, 2) {
			return verdict(invalid, "no such tokenizer: the name is a misspelt built-in tokenizer: fix the statement")
		}
	}
	return verdict(premise, "no such tokenizer: neither the engine nor this build registers it (an extension or a plugin): use another or add it")
}

// builtinTokenizers are the tokenizers full-text engines carry themselves:
// SQLite FTS5 (fts5.html#tokenizers), FTS3/4 (fts3.html#tokenizer) and
// Elasticsearch (analysis-tokenizers.html).
var builtinTokenizers = [...]string{
	"unicode61", "ascii", "porter", "trigram", "simple",
	"standard", "whitespace", "keyword", "letter", "lowercase", "classic", "thai",
	"ngram", "edge_ngram", "pattern", "char_group", "path_hierarchy", "uax_url_email",
}
