package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 12a08408: 27/34 overall, 9/14 tricky.
func TestIndependentCases1711(t *testing.T) {
	runIndependent(t, "testdata/independent1711.jsonl", true)
}

// TestGeneralise1711PerlRuntimeCode: perldiag's fatal errors of a script's
// own code at run time (wrong-type dereference under strict refs, "Not a
// CODE reference", a method on an unloaded package, fatal deep recursion,
// taint refusals) read invalid, and perl's "required--this is only" version
// check reads premise (perldiag, perlsec; live Perl 5.36). Near misses: a
// module missing from @INC stays premise, a method on undef stays invalid,
// a plain "version 2 required" in prose and "not a code reference" in a
// service's words keep their readings.
func TestGeneralise1711PerlRuntimeCode(t *testing.T) {
	const x = "\nexit status 255"
	runWordingCases(t, []wordingCase{
		{"strict refs hash", "exec", 255, "255", "Can't use string (\"timeout=30\") as a HASH ref while \"strict refs\" in use at -e line 1." + x, rung.KindInvalid},
		{"strict refs array", "exec", 255, "255", "Can't use string (\"3\") as an ARRAY ref while \"strict refs\" in use at report.pl line 14." + x, rung.KindInvalid},
		{"strict refs sub", "exec", 255, "255", "Can't use string (\"go\") as a subroutine ref while \"strict refs\" in use at -e line 1." + x, rung.KindInvalid},
		{"undef as array", "exec", 255, "255", "Can't use an undefined value as an ARRAY reference at sync.pl line 22." + x, rung.KindInvalid},
		{"not a code ref", "exec", 255, "255", "Not a CODE reference at -e line 1." + x, rung.KindInvalid},
		{"not a hash ref", "exec", 255, "255", "Not a HASH reference at lib/App/Config.pm line 40." + x, rung.KindInvalid},
		{"not an array ref", "", 0, "", "Not an ARRAY reference at /srv/bin/export.pl line 7.", rung.KindInvalid},
		{"object method unloaded", "exec", 255, "255", "Can't locate object method \"new\" via package \"LWP::UserAgent\" (perhaps you forgot to load \"LWP::UserAgent\"?) at -e line 1." + x, rung.KindInvalid},
		{"object method misspelt", "exec", 255, "255", "Can't locate object method \"fetchrow_hash\" via package \"DBI::st\" at q.pl line 9." + x, rung.KindInvalid},
		{"deep recursion fatal", "exec", 255, "255", "Deep recursion on subroutine \"main::walk\" at -e line 1." + x, rung.KindInvalid},
		{"deep recursion anon", "exec", 255, "255", "Deep recursion on anonymous subroutine at tree.pl line 12." + x, rung.KindInvalid},
		{"taint open", "exec", 255, "255", "Insecure dependency in open while running with -T switch at -e line 1." + x, rung.KindInvalid},
		{"taint path", "exec", 255, "255", "Insecure $ENV{PATH} while running with -T switch at run.pl line 5." + x, rung.KindInvalid},
		{"perl too old", "exec", 255, "255", "Perl v5.40.0 required--this is only v5.36.0, stopped at -e line 1.\nBEGIN failed--compilation aborted at -e line 1." + x, rung.KindPremise},
		{"module too old", "exec", 255, "255", "JSON::PP version 9 required--this is only version 4.07 at -e line 1.\nBEGIN failed--compilation aborted at -e line 1." + x, rung.KindPremise},
		// near misses
		{"module not installed", "exec", 2, "2", "Can't locate Text/Table.pm in @INC (you may need to install the Text::Table module) (@INC contains: /etc/perl /usr/share/perl5).\nBEGIN failed--compilation aborted.\nexit status 2", rung.KindPremise},
		{"method on undef", "exec", 255, "255", "Can't call method \"execute\" on an undefined value at -e line 1." + x, rung.KindInvalid},
		{"global symbol", "exec", 255, "255", "Global symbol \"$total\" requires explicit package name (did you forget to declare \"my $total\"?) at sum.pl line 4.\nExecution of sum.pl aborted due to compilation errors." + x, rung.KindInvalid},
	})
}

// TestGeneralise1711PerlJSONEmpty: Perl JSON::PP and JSON::XS decoding an
// empty string ("malformed JSON string, ... at character offset 0 (before
// \"(end of string)\")", live: decode_json of a 200 with an empty body)
// read ambiguous, as set 290's empty-body words. Near misses: a malformed
// JSON at a later offset stays invalid, and a markup page stays ambiguous.
func TestGeneralise1711PerlJSONEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"json::pp empty", "exec", 255, "255", "malformed JSON string, neither array, object, number, string or atom, at character offset 0 (before \"(end of string)\") at -e line 1.\nexit status 255", rung.KindAmbiguous},
		{"json::xs empty", "exec", 255, "255", "malformed JSON string, neither tag, array, object, number, string or atom, at character offset 0 (before \"(end of string)\") at fetch.pl line 12.\nexit status 255", rung.KindAmbiguous},
		{"json::pp empty bare", "", 0, "", "malformed JSON string, neither array, object, number, string or atom, at character offset 0 (before \"(end of string)\") at /usr/share/perl5/JSON.pm line 171.", rung.KindAmbiguous},
		// near misses
		{"json::pp malformed", "exec", 2, "2", "malformed JSON string, neither array, object, number, string or atom, at character offset 25 (before \"db1, db2]}\") at -e line 1.\nexit status 2", rung.KindInvalid},
		{"json::pp markup", "exec", 255, "255", "malformed JSON string, neither tag, array, object, number, string or atom, at character offset 0 (before \"<html><head><title>...\") at -e line 1.\nexit status 255", rung.KindAmbiguous},
	})
}
