package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 54114cd4: 28/41 overall, 8/16 tricky.
// Ten misses were fixed by class (interpcode.go, memkill.go interpreterHeap,
// childproc.go childFate); three are tolerated:
// Tolerated: i1312-ulimit-fsize: premise vs invalid (set 40: "a child killed by SIGXFSZ (... Go's \"signal: file size limit exceeded\") | premise | a limit of the host (write(2) EFBIG, setrlimit(2) RLIMIT_FSIZE), as ENOSPC and EDQUOT"): ulimit -f is a per-file cap the run set, met again by the same script as memory_limit is (invalid, write less), but no space is full; the ruling stands until more sets weigh in.
// Tolerated: i1312-ulimit-cpu: premise vs transient (the lead ruling after set 1815, childproc.go: a child's SIGXCPU is a spent CPU budget, premise, as sets 1492 and 1815 label it): this set read RLIMIT_CPU as a time limit to wait out.
func TestIndependentCases1312(t *testing.T) {
	runIndependent(t, "testdata/independent1312.jsonl", true, "i1312-ulimit-fsize", "i1312-ulimit-cpu")
}

// TestGeneralise1312InterpreterCodeError: PHP's, Ruby's and Perl's own
// words for a name the script uses and nothing defines read invalid, as
// CPython's NameError (set 1261); a PHP function of an extension the host
// lacks reads premise; a nil dereference, a missing module and a server's
// 500 keep their readings (interpcode.go).
func TestGeneralise1312InterpreterCodeError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "php undefined function, exec", protocol: "exec", status: 255, msg: "PHP Fatal error:  Uncaught Error: Call to undefined function w1312_load_rows() in Command line code:1\nStack trace:\n#0 {main}\n  thrown in Command line code on line 1", want: invalid},
		{name: "php undefined namespaced function, file", msg: "PHP Fatal error:  Uncaught Error: Call to undefined function App\\Report\\w1312_total() in /srv/w1312/report.php:14", want: invalid},
		{name: "php extension function missing: curl", protocol: "exec", status: 255, msg: "PHP Fatal error:  Uncaught Error: Call to undefined function curl_init() in Command line code:1", want: premise},
		{name: "php extension function missing: mbstring, namespaced", msg: "PHP Fatal error:  Uncaught Error: Call to undefined function App\\mb_strlen() in /srv/w1312/text.php:9", want: premise},
		{name: "php 8 undefined variable warning, exit 0", protocol: "exec", msg: "PHP Warning:  Undefined variable $w1312_totl in Command line code on line 1", want: invalid},
		{name: "php 7 undefined variable notice", msg: "PHP Notice:  Undefined variable: w1312_totl in /tmp/w1312/sum.php on line 4", want: invalid},
		{name: "ruby NameError", protocol: "exec", status: 1, msg: "-e:1:in `<main>': undefined local variable or method `w1312_totl' for main:Object (NameError)", want: invalid},
		{name: "ruby 3.4 NameError quoting", msg: "w1312.rb:3:in '<main>': undefined local variable or method 'w1312_totl' for main (NameError)", want: invalid},
		{name: "perl strict vars", protocol: "exec", status: 255, msg: "Global symbol \"$w1312_count\" requires explicit package name (did you forget to declare \"my $w1312_count\"?) at -e line 1.\nExecution of -e aborted due to compilation errors.", want: invalid},
		{name: "perl undefined subroutine", msg: "Undefined subroutine &main::w1312_total called at w1312.pl line 7.", want: invalid},
		{name: "perl strict subs", msg: "Bareword \"W1312_LIMIT\" not allowed while \"strict subs\" in use at -e line 1.\nExecution of -e aborted due to compilation errors.", want: invalid},
		// Near misses keep their readings.
		{name: "near miss: a server's 500 with the same PHP error", protocol: "http", status: 500, msg: "PHP Fatal error:  Uncaught Error: Call to undefined function w1312_fmt() in /var/www/html/index.php:12", want: transient},
		{name: "near miss: an extension class missing", protocol: "exec", status: 255, msg: "PHP Fatal error:  Uncaught Error: Class \"Redis\" not found in Command line code:1", want: premise},
		{name: "near miss: perl module missing", protocol: "exec", status: 2, msg: "Can't locate DBI.pm in @INC (you may need to install the DBI module) (@INC contains: /etc/perl) at -e line 1.", want: premise},
		// Revised by the lead: a method called on nil is the script's value
		// error (interpcode.go scriptValueError), invalid.
		{name: "ruby nil dereference", protocol: "exec", status: 1, msg: "-e:1:in `<main>': undefined method `each' for nil:NilClass (NoMethodError)", want: invalid},
		{name: "near miss: php undefined array key left alone", msg: "PHP Warning:  Undefined array key \"w1312\" in /tmp/w1312/a.php on line 3", want: rung.KindUnknown},
	})
}

// TestGeneralise1312InterpreterHeap: PHP's, Ruby's and Perl's words for
// memory they could not get under the run's limit read invalid, as set
// 902's runtimes, ahead of Go's ENOMEM; a fork's ENOMEM, a server's out of
// memory and a bare "Out of memory" keep their readings (memkill.go).
func TestGeneralise1312InterpreterHeap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "php memory_limit, exec", protocol: "exec", status: 255, msg: "PHP Fatal error:  Allowed memory size of 33554432 bytes exhausted (tried to allocate 100667392 bytes) in Command line code on line 1", want: invalid},
		{name: "php memory_limit, file", msg: "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) in /srv/w1312/export.php on line 88", want: invalid},
		{name: "php zend out of memory", msg: "PHP Fatal error:  Out of memory (allocated 2097152 bytes) (tried to allocate 314572832 bytes) in /srv/w1312/load.php on line 5", want: invalid},
		{name: "php under ulimit -v", protocol: "exec", status: 1, msg: "mmap() failed: [12] Cannot allocate memory\n\nmmap() failed: [12] Cannot allocate memory\nOut of memory", want: invalid},
		{name: "ruby NoMemoryError", protocol: "exec", status: 1, msg: "-e: failed to allocate memory (NoMemoryError)", want: invalid},
		{name: "ruby fatal", msg: "[FATAL] failed to allocate memory", want: invalid},
		{name: "perl", protocol: "exec", status: 1, msg: "Out of memory!", want: invalid},
		{name: "perl 5.38", msg: "Out of memory in perl:util:safesysmalloc", want: invalid},
		// Near misses keep their readings.
		{name: "near miss: a fork's ENOMEM", msg: "fork/exec /usr/bin/php: cannot allocate memory", want: transient},
		{name: "near miss: a bare out of memory", msg: "Error: Out of memory", want: rung.KindUnknown},
		{name: "near miss: redis OOM", msg: "OOM command not allowed when used memory > 'maxmemory'.", want: premise},
	})
}

// TestGeneralise1312CPUTimeLimit: a child ended by SIGXCPU (ulimit -t) reads
// premise since the lead ruling after set 1815 (a spent CPU budget a retry
// spends again; set 1312 read it transient); a platform's CPU budget in its
// own words keeps its reading (childproc.go childFate).
func TestGeneralise1312CPUTimeLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go os/exec", protocol: "exec", msg: "signal: CPU time limit exceeded", want: premise},
		{name: "bash", protocol: "exec", status: 152, msg: "bash: line 1: 4242 CPU time limit exceeded (core dumped) php w1312.php", want: premise},
		{name: "python subprocess", msg: "Command '['ruby', 'w1312.rb']' died with <Signals.SIGXCPU: 24>.", want: premise},
		{name: "rust", msg: "process didn't exit successfully: `target/release/w1312` (signal: 24 (SIGXCPU))", want: premise},
		// Near misses keep their readings.
		{name: "near miss: cloudflare worker CPU budget", msg: "Error: Worker exceeded CPU time limit.", want: rung.KindUnknown},
		{name: "near miss: file size limit, set 40", protocol: "exec", msg: "signal: file size limit exceeded", want: premise},
	})
}
