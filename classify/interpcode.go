package classify

import "strings"

// Set 1312: the PHP, Ruby and Perl interpreters' own words for a script
// that cannot run as written, as an exec tool hands back their stderr
// (captured live with PHP 8.2, Ruby 3.1 and Perl 5.36). As CPython's
// NameError and JavaScript's ReferenceError (sets 1260, 1261), a name the
// script uses and nothing defines is the script's fault, met again on
// every rerun: invalid, repair the code.
//
//   - PHP "Uncaught Error: Call to undefined function w1312_load_rows()";
//     PHP 8's "Warning:  Undefined variable $x" (a run that may still exit
//     0) and PHP 7's "Notice: Undefined variable: x".
//   - Ruby NameError "undefined local variable or method `x' for main".
//   - Perl under strict: `Global symbol "$x" requires explicit package
//     name`, `Bareword "x" not allowed while "strict subs" in use`, and
//     "Undefined subroutine &main::x called".
//
// A PHP function that belongs to an extension (curl_init, mb_strlen,
// mysqli_connect, imagecreatetruecolor...) is undefined because the host's
// PHP lacks that extension, not because the script misspelt it: premise,
// install or enable it, as Composer's "Install or enable PHP's x extension"
// (set 1297) and set 747's missing modules read. A nil or undefined value
// called (Ruby's "undefined method `x' for nil", Perl's "Can't call method
// on an undefined value") is left alone, as CPython's AttributeError: data
// without the field and a typo read alike (sets 822, 902, 1164).

// phpExtensionPrefixes open the names of functions PHP's bundled or PECL
// extensions define (php.net/manual/en/extensions.membership.php), which a
// host's PHP may be built or packaged without.
var phpExtensionPrefixes = [...]string{
	"curl_", "mb_", "mysqli_", "pg_", "sqlite_", "gmp_", "bcadd", "bcsub", "bcmul", "bcdiv", "bcmod", "bcpow", "bcsqrt", "bccomp", "bcscale",
	"imagecreate", "gd_info", "simplexml_", "xml_parser_", "xmlwriter_", "xsl_", "zip_", "gzopen", "gzcompress", "gzuncompress", "gzencode", "gzdecode", "gzinflate", "gzdeflate",
	"iconv", "grapheme_", "idn_to_", "numfmt_", "collator_", "msgfmt_", "normalizer_", "transliterator_", "intl_",
	"ldap_", "imap_", "sodium_", "openssl_", "yaml_", "apcu_", "posix_", "pcntl_", "finfo_", "exif_", "ftp_", "socket_",
	"odbc_", "oci_", "sqlsrv_", "readline", "igbinary_", "msgpack_", "memcache_", "ctype_", "tidy_", "gettext", "bzopen", "bzcompress", "bzdecompress",
}

// interpreterCodeError reads the interpreters' words above.
func interpreterCodeError(t string) (Result, bool) {
	if i := indexFold(t, "call to undefined function "); i >= 0 {
		name := t[i+len("call to undefined function "):]
		if j := strings.IndexByte(name, '('); j >= 0 {
			name = name[:j]
		}
		if j := strings.LastIndexByte(name, '\\'); j >= 0 {
			name = name[j+1:]
		}
		for _, p := range phpExtensionPrefixes {
			if hasPrefixFold(name, p) {
				return verdict(premise, "php: the function belongs to an extension this host's PHP lacks (undefined function "+name+"): install or enable the extension, or take another route")
			}
		}
		return verdict(invalid, "php: the script calls a function nothing defines: fix the code")
	}
	// PHP 8's ArgumentCountError (set 1636, captured live with PHP 8.2):
	// a user function called with too few arguments ("Too few arguments
	// to function charge(), 1 passed in ... and exactly 2 expected"), an
	// internal one with the wrong count ("strlen() expects exactly 1
	// argument, 2 given", "array_map() expects at least 2 arguments, 0
	// given"), sprintf/printf's "3 arguments are required, 2 given". The
	// call does not match the function's signature, and every rerun fails
	// the same way: invalid, fix the call (php.net class.argumentcounterror).
	// The engine always spells the class name so; it gates the read.
	if strings.Contains(t, "ArgumentCountError") {
		return verdict(invalid, "php: ArgumentCountError, the script calls a function with the wrong number of arguments: fix the call")
	}
	// PHP's require or include of a file that is not there ("Failed
	// opening required '/srv/app/vendor/autoload.php'", the include
	// warning "Failed opening 'x.php' for inclusion"): a file the script
	// rests on is not deployed (composer install not run, a path moved),
	// premise (set 1414).
	if hasAny(t, "failed opening required '", "' for inclusion (include_path=") {
		return verdict(premise, "php: a file the script requires is not there (Failed opening required): deploy or install it")
	}
	if hasAny(t, "undefined variable $", "notice: undefined variable: ", "notice:  undefined variable: ") {
		return verdict(invalid, "php: the script reads a variable it never set: fix the code")
	}
	if hasAny(t, "undefined local variable or method ") {
		return verdict(invalid, "ruby: NameError, the script names a variable or method nothing defines: fix the code")
	}
	// The constant form of the same NameError (set 1550): "uninitialized
	// constant JSON (NameError)" for a library the script uses without
	// its require, or a class name it misspells. Only the interpreter's
	// own uncaught form ("... (NameError)", the script the tool ran) is
	// read: a job runner's logged "NameError: uninitialized constant
	// InvoiceMailerJob" may be a class not yet deployed (sets 831, 1261
	// leave it unknown), and a gem that is not installed fails at its
	// require first (LoadError, premise).
	if hasAny(t, "uninitialized constant ") && hasAny(t, "(nameerror)") {
		return verdict(invalid, "ruby: NameError, the script names a constant nothing loaded or defined: require it or fix the name")
	}
	// Ruby's coercion TypeErrors, uncaught ("no implicit conversion of
	// Integer into String (TypeError)", "String can't be coerced into
	// Integer (TypeError)"): the script combined values of types that do
	// not mix, and every rerun fails the same way: invalid, fix the code
	// (set 1712's unused captures, Ruby 3.1.2). Only the interpreter's own
	// "(TypeError)" suffix opens it.
	if strings.Contains(t, "(TypeError)") && hasAny(t, "no implicit conversion of ", " can't be coerced into ") {
		return verdict(invalid, "ruby: TypeError, the script combines values whose types do not convert: fix the code")
	}
	// Ruby's FrozenError (rb_error_frozen_object: "can't modify frozen
	// String: \"abc\""; RuntimeError before Ruby 2.5): the program mutated
	// an object it or a library froze (a frozen string literal, a
	// constant's Array or Hash). The same code fails the same way: dup the
	// object (set 1595, captured live with Ruby 3.1.2). Read only with a
	// Ruby class name after the words (capitalised), so a service's "can't
	// modify frozen account" keeps its state reading.
	if rubyFrozenObject(t) {
		return verdict(invalid, rubyFrozenReason)
	}
	if hasAny(t, "global symbol \"") && hasAny(t, "\" requires explicit package name") ||
		hasAny(t, "bareword \"") && hasAny(t, "\" not allowed while \"strict subs\" in use") ||
		hasAny(t, "undefined subroutine &main::") {
		return verdict(invalid, "perl: the script names a variable, bareword or subroutine nothing declares: fix the code")
	}
	if r, ok := perlRuntimeCodeError(t); ok { // set 1711
		return r, true
	}
	return Result{}, false
}

// perlRuntimeCodeError reads perldiag's fatal errors of a script's own code
// at run time and its version checks (set 1711, captured live with Perl
// 5.36 as an exec tool hands back its stderr):
//
//   - "Can't use string (\"x\") as a HASH ref while \"strict refs\" in
//     use", "Can't use an undefined value as an ARRAY reference", "Not a
//     CODE reference at x.pl line 9.": the code dereferences a value of
//     the wrong type; invalid, as a NameError.
//   - "Can't locate object method \"new\" via package \"Foo\" (perhaps
//     you forgot to load \"Foo\"?)": a method call on a package the code
//     did not load or that has no such method; invalid. A module that is
//     not installed fails first with "Can't locate Foo.pm in @INC" (premise,
//     read elsewhere).
//   - "Deep recursion on subroutine \"%s\"" (a warning made fatal, or the
//     last words before the run died): recursion with no base case; invalid.
//   - "Insecure dependency in open while running with -T switch", "Insecure
//     $ENV{PATH} while running with -T switch": taint mode refuses data the
//     code did not untaint (perlsec); invalid, not the agent's authority.
//   - "Perl v5.40.0 required--this is only v5.36.0, stopped", "Foo version
//     2 required--this is only version 1.5": the installed perl or module is
//     older than the script needs; premise, install a newer one.
//
// Each is gated on perl's own capitalised words, case-sensitive, so prose
// that shares a word ("not a code reference number") keeps its reading.
func perlRuntimeCodeError(t string) (Result, bool) {
	if strings.Contains(t, " required--this is only ") {
		return verdict(premise, "perl: the installed perl or module is older than the script requires (required--this is only): install a newer one or take another route")
	}
	if strings.Contains(t, "Can't use ") && (strings.Contains(t, " ref while \"strict refs\" in use") || strings.Contains(t, "Can't use an undefined value as ")) ||
		perlNotARef(t) {
		return verdict(invalid, "perl: the script dereferences a value of the wrong type (strict refs, Not a CODE/HASH/ARRAY reference): fix the code")
	}
	if strings.Contains(t, "Can't locate object method \"") && strings.Contains(t, "\" via package \"") {
		return verdict(invalid, "perl: the script calls a method its package does not have or that it did not load (Can't locate object method): load the module or fix the name")
	}
	if strings.Contains(t, "Deep recursion on ") && hasAny(t, "deep recursion on subroutine \"", "deep recursion on anonymous subroutine") {
		return verdict(invalid, "perl: the subroutine recursed without end (Deep recursion): fix its base case")
	}
	if strings.Contains(t, " while running with -T switch") && strings.Contains(t, "Insecure ") {
		return verdict(invalid, "perl: taint mode refused data the script did not untaint (perlsec): validate and untaint it in the code")
	}
	return Result{}, false
}

// perlNotARef reports perldiag's "Not a CODE reference" family with perl's
// " at <file> line N" after it.
func perlNotARef(t string) bool {
	if !strings.Contains(t, " reference at ") {
		return false
	}
	for _, w := range [...]string{"Not a CODE reference at ", "Not a HASH reference at ", "Not an ARRAY reference at ", "Not a SCALAR reference at ", "Not a GLOB reference at ", "Not a subroutine reference at "} {
		if i := strings.Index(t, w); i >= 0 && strings.Contains(t[i:], " line ") {
			return true
		}
	}
	return false
}

const rubyFrozenReason = "ruby: FrozenError, the program mutated an object it or a library froze: dup it or stop mutating"

// rubyFrozenObject reports Ruby's FrozenError words with a Ruby class name
// after them (see interpreterCodeError); unseenShapes reads it ahead of
// refusedForState, whose "frozen" is a service's state.
func rubyFrozenObject(t string) bool {
	i := indexFold(t, "can't modify frozen ")
	if i < 0 {
		return false
	}
	rest := t[i+len("can't modify frozen "):]
	return rest != "" && rest[0] >= 'A' && rest[0] <= 'Z'
}

// scriptValueError reads a runtime's uncaught error for a value the
// script's own code assumed and did not get, as the exception line an exec
// or code tool hands back: CPython's KeyError and AttributeError ("KeyError:
// 'region'", "AttributeError: 'NoneType' object has no attribute 'group'"),
// IndexError and a subscripted None; JavaScript's TypeError for a property
// read from undefined or null or a call of what is no function; Ruby's
// NoMethodError on nil; Perl's method call on an undefined value. The code
// read a key, field or element the data does not hold, or misspelt it: both
// readings ask for the same recovery, a repaired script that reads the data
// as it is, and every rerun of this one meets the same error. Invalid, as a
// NameError (pythonCodeError) and Elixir's KeyError on the code's own map
// (beamtool.go); blind labels over sets 822 to 1595 read it invalid 14
// times, premise 4 (a config file without the key), ambiguous once.
//
// Only the runtime's own exception line counts: the name at the start of a
// line or after a tool's "exit status 1: " prefix. A tool's result from an
// MCP server (mcp.go reads it as the server's own data, premise), a web
// framework's 500 page and a server's "internal error: Cannot read
// properties of undefined" (no exception name) keep their readings.
func scriptValueError(t string) bool {
	if strings.Contains(t, "Error: ") {
		for _, name := range scriptValueExceptions {
			if exceptionLine(t, name) {
				return !strings.Contains(t, "<html") && !strings.Contains(t, "<pre>")
			}
		}
	}
	if strings.Contains(t, "(NoMethodError)") && hasAny(t, "for nil:nilclass", "for nil (nomethoderror)", "for nil\n") {
		return true
	}
	return strings.Contains(t, "Can't call method \"") && hasAny(t, "\" on an undefined value", "\" on unblessed reference", "\" without a package or object reference")
}

// scriptValueExceptions are the exception lines scriptValueError reads,
// each with enough of its message to name the value error, not the class
// alone (a TypeError on operand types is pythonCodeError's).
var scriptValueExceptions = [...]string{
	"KeyError: '", "AttributeError: '", "AttributeError: module '",
	"IndexError: list index out of range", "IndexError: tuple index out of range", "IndexError: string index out of range",
	"TypeError: 'NoneType' object is not subscriptable", "TypeError: 'NoneType' object is not iterable",
	"TypeError: Cannot read properties of ", "TypeError: Cannot read property '", "TypeError: Cannot set properties of ",
	"TypeError: Cannot destructure property ", "TypeError: undefined is not an object", "TypeError: null is not an object",
}

// exceptionLine reports whether name opens a line of t, or follows a
// tool's ": " prefix ("exit status 1: KeyError: 'x'", "exception
// \"Uncaught\" (0:38): TypeError: ..."), rather than sitting inside another
// word or a sentence.
func exceptionLine(t, name string) bool {
	for off := 0; ; {
		i := strings.Index(t[off:], name)
		if i < 0 {
			return false
		}
		i += off
		if i == 0 || t[i-1] == '\n' || i >= 2 && t[i-2] == ':' && t[i-1] == ' ' {
			return true
		}
		off = i + len(name)
	}
}
