package classify

import "testing"

// First run at aed0b475: 21/24 overall, 7/9 tricky.
func TestIndependentCases1558(t *testing.T) {
	runIndependent(t, "testdata/independent1558.jsonl", true)
}

// TestGeneralise1558ZeroDivisor: a script's own division or modulo by zero,
// in each runtime's words (PHP 8 DivisionByZeroError "Modulo by zero",
// php.net/manual/en/class.divisionbyzeroerror.php; CPython and Ruby
// ZeroDivisionError; Go's "integer divide by zero" panic; Rust's divide and
// remainder panics), is the input's fault, met on every rerun: invalid, as
// SQL's 22012. Near misses: other arithmetic-free failures of the same
// scripts keep their kinds.
func TestGeneralise1558ZeroDivisor(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"php modulo", "exec", 255, "255", "exit status 255: PHP Fatal error:  Uncaught DivisionByZeroError: Modulo by zero in /srv/report.php:12\nStack trace:\n#0 {main}\n  thrown in /srv/report.php on line 12", invalid},
		{"php intdiv", "exec", 255, "255", "exit status 255: PHP Fatal error:  Uncaught DivisionByZeroError: Division by zero in /srv/report.php:9", invalid},
		{"python modulo", "exec", 1, "1", "exit status 1: Traceback (most recent call last):\n  File \"/tmp/pages.py\", line 3, in <module>\n    print(total % per_page)\nZeroDivisionError: integer modulo by zero", invalid},
		{"python old modulo", "", 0, "", "ZeroDivisionError: integer division or modulo by zero", invalid},
		{"ruby", "exec", 1, "1", "exit status 1: pages.rb:2:in `/': divided by 0 (ZeroDivisionError)\n\tfrom pages.rb:2:in `<main>'", invalid},
		{"go panic", "exec", 2, "2", "exit status 2: panic: runtime error: integer divide by zero\n\ngoroutine 1 [running]:\nmain.main()\n\t/tmp/pages/main.go:9 +0x1d", invalid},
		{"rust remainder", "exec", 101, "101", "exit status 101: thread 'main' panicked at src/main.rs:4:13:\nattempt to calculate the remainder with a divisor of zero", invalid},
		// Near misses: the same scripts failing for the world, not the arithmetic.
		{"near: sqlite busy", "exec", 255, "255", "exit status 255: PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000]: General error: 5 database is locked in /srv/report.php:8", transient},
		{"near: server 500 naming its own", "http", 500, "", "Internal Server Error: ZeroDivisionError: integer modulo by zero", transient},
		{"near: server 500 go panic", "http", 500, "", "panic: runtime error: integer divide by zero", transient},
		{"near: php missing file", "exec", 1, "1", "exit status 1: PHP Warning:  file_get_contents(/srv/data/zero.csv): Failed to open stream: No such file or directory in /srv/report.php on line 2", premise},
	})
}

// TestGeneralise1558ComposerAuth: Composer's AuthHelper refusals, "The 'URL'
// URL required authentication (HTTP 401). You must be using the interactive
// console to authenticate" and "Could not authenticate against github.com"
// (getcomposer.org/doc/articles/authentication-for-private-packages.md): the
// repository wants credentials Composer does not hold, denied, whatever the
// "must be" after it. Near misses: an interactive-console demand with no
// authentication in it stays invalid; a dist 404 is not an auth refusal.
func TestGeneralise1558ComposerAuth(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"repo 401", "exec", 255, "255", "exit status 255: Loading composer repositories with package information\n\nIn AuthHelper.php line 197:\n\n  The 'https://repo.acme.io/packages.json' URL required authentication (HTTP 401).\n  You must be using the interactive console to authenticate", denied},
		{"dist 401", "exec", 1, "1", "exit status 1: In AuthHelper.php line 197:\n\n  The 'https://satis.acme.io/dist/acme/http/acme-http-1.2.0.zip' URL required authentication (HTTP 401).\n  You must be using the interactive console to authenticate", denied},
		{"github oauth", "exec", 1, "1", "exit status 1: Could not authenticate against github.com", denied},
		{"gitlab oauth", "exec", 1, "1", "exit status 1: In GitLab.php line 168:\n\n  Could not authenticate against gitlab.acme.io", denied},
		{"invalid credentials", "exec", 1, "1", "exit status 1: Invalid credentials (HTTP 401) for 'https://repo.acme.io/packages.json', aborting.", denied},
		// Near misses.
		{"near: interactive only", "exec", 1, "1", "exit status 1: You must be using the interactive console to use this command", invalid},
		{"near: repo 500", "exec", 255, "255", "exit status 255: In CurlDownloader.php line 623:\n\n  The \"https://repo.acme.io/packages.json\" file could not be downloaded (HTTP/1.1 500 Internal Server Error)", transient},
	})
}

// TestGeneralise1558UnknownScriptName: a runner asked for a script or
// command its project or CLI does not define, by the name the call passed:
// Composer's 'Script "deploy" is not defined in this package'
// (getcomposer.org/doc/articles/scripts.md) and Symfony Console's 'Command
// "deploy" is not defined.' (Composer, artisan, bin/console): invalid, as
// npm's "Missing script". Near misses: a script that ran and failed, just's
// missing recipe (premise by set 91's ruling) and a JavaScript ReferenceError.
func TestGeneralise1558UnknownScriptName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"composer run-script", "exec", 1, "1", "exit status 1: In RunScriptCommand.php line 124:\n\n  Script \"lint:fix\" is not defined in this package", invalid},
		{"composer script shortcut", "exec", 1, "1", "exit status 1: Script \"test\" is not defined in this package", invalid},
		{"composer command", "exec", 1, "1", "exit status 1: Command \"deploy\" is not defined.\n\n  Did you mean one of these?\n      dump-autoload", invalid},
		{"artisan command", "exec", 1, "1", "exit status 1: \n  ERROR  Command \"migrate:fresh-seed\" is not defined. Did you mean one of these?", invalid},
		// Near misses.
		{"near: npm missing script", "exec", 1, "1", "npm ERR! Missing script: \"deploy\"", invalid},
		{"near: just recipe", "exec", 1, "1", "error: Justfile does not contain recipe `deploy`.", premise},
		{"near: js reference", "exec", 1, "1", "ReferenceError: deploy is not defined", invalid},
	})
}

// TestGeneralise1558ComposerLockDrift: Composer's per-package line for a
// lock file behind composer.json ('- Required package "x" is not present in
// the lock file.', exit 4; getcomposer.org/doc/articles/resolving-merge-conflicts.md),
// kept without the "lock file is not up to date" warning: premise, run
// composer update first. Near misses: a package no repository has stays
// invalid (Composer names a typo), a PHP version the host lacks premise.
func TestGeneralise1558ComposerLockDrift(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lock lacks package", "exec", 4, "4", "exit status 4: - Required package \"acme/log\" is not present in the lock file.\nThis usually happens when composer files are incorrectly merged or the composer.json file is manually edited.", premise},
		{"lock lacks dev package", "exec", 4, "4", "exit status 4: Installing dependencies from lock file (including require-dev)\n- Required (in require-dev) package \"phpunit/phpunit\" is not present in the lock file.", premise},
		// Near misses.
		{"near: typo", "exec", 2, "2", "exit status 2: Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires acme/lgo, it could not be found in any version, there may be a typo in the package name.", invalid},
		{"near: php too old", "exec", 2, "2", "exit status 2: Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires php >=8.4 but your php version (8.2.36) does not satisfy that requirement.", premise},
	})
}
