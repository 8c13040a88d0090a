package classify

// patternArgWords are libraries' refusals of a pattern the call gave: a
// temporary file's or directory's name pattern with a path separator (Go
// os.CreateTemp and os.MkdirTemp, errPatternHasSeparator), a glob that does
// not parse (Go path/filepath and path ErrBadPattern), a regular expression
// that does not compile (Go regexp/syntax "error parsing regexp", Python
// re.error, V8 "Invalid regular expression", Java PatternSyntaxException,
// Rust regex "regex parse error"). The library checked the argument before
// touching the world: the same pattern fails every time, and no state,
// grant or wait changes it: invalid (set 46). Go's path/filepath.Rel
// checks its two path arguments the same way: "Rel: can't make x relative
// to y" when one is absolute and the other not (path_test.go's reltests).
var patternArgWords = newMatcher([]pattern{
	{text: "pattern contains path separator", kind: invalid, reason: "a temporary file's name pattern holds a path separator: put the directory in the dir argument"},
	{text: "syntax error in pattern", kind: invalid, reason: "the glob pattern does not parse (filepath.ErrBadPattern)"},
	{text: "error parsing regexp", kind: invalid, reason: "the regular expression does not compile"},
	{text: "invalid regular expression", kind: invalid, reason: "the regular expression does not compile"},
	{text: "patternsyntaxexception", kind: invalid, reason: "the regular expression does not compile (Java)"},
	{text: "regex parse error", kind: invalid, reason: "the regular expression does not compile (Rust regex)"},
	{text: "re.error:", kind: invalid, reason: "the regular expression does not compile (Python re)"},
	{text: "unterminated character set at position", kind: invalid, reason: "the regular expression does not compile (Python re)"},
	{text: "nothing to repeat at position", kind: invalid, reason: "the regular expression does not compile (Python re)"},
	// The POSIX regcomp of glibc (posix/regcomp.c __re_error_msgid), in
	// grep's, sed's and gawk's words ("grep: Unmatched ( or \(", "sed: -e
	// expression #1, char 8: Unmatched ( or \(", "grep: Invalid range
	// end"), and mawk's "regular expression compile failed (missing
	// ')')": the pattern argument does not compile.
	{text: `unmatched ( or \(`, kind: invalid, reason: "the regular expression does not compile (regcomp: unmatched parenthesis)"},
	{text: `unmatched ) or \)`, kind: invalid, reason: "the regular expression does not compile (regcomp: unmatched parenthesis)"},
	{text: "unmatched [, [^, [:, [., or [=", kind: invalid, reason: "the regular expression does not compile (regcomp: unmatched bracket)"},
	{text: `unmatched \{`, kind: invalid, reason: "the regular expression does not compile (regcomp: unmatched brace)"},
	{text: `invalid content of \{\}`, kind: invalid, reason: "the regular expression does not compile (regcomp: a bad interval)"},
	{text: "invalid preceding regular expression", kind: invalid, reason: "the regular expression does not compile (regcomp)"},
	{text: "premature end of regular expression", kind: invalid, reason: "the regular expression does not compile (regcomp)"},
	{text: "invalid range end", kind: invalid, reason: "the regular expression does not compile (regcomp: a bracket range out of order)"},
	{text: "invalid character class name", kind: invalid, reason: "the regular expression does not compile (regcomp)"},
	{text: "invalid back reference", kind: invalid, reason: "the regular expression does not compile (regcomp)"},
	{text: "regular expression compile failed", kind: invalid, reason: "the regular expression does not compile (mawk)"},
	{text: "rel: can't make ", kind: invalid, reason: "filepath.Rel: one path is absolute and the other relative: give both in the same form"},
})
