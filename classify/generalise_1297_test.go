package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f4687adb: 21/37 overall, 12/19 tricky.
//
// Tolerated: i1297-cargo-no-matching: premise vs invalid (set 948 lead: "a language's registry with no package of the name: cargo \"no matching package named `x` found\" ... premise"): the name here is a typo of tokio-util, but the ruling reads the absent name as the registry's state.
// Tolerated: i1297-nuget-nu1101: premise vs invalid (same set 948 ruling names NuGet NU1101 "No packages exist with this id"): a misspelt id, read by the ruling as premise.
// Tolerated: i1297-bundler-gem-typo: premise vs invalid (same set 948 ruling, registry has no package of the name): Bundler's GemNotFound for a misspelt gem is that class.
// Tolerated: i1297-pod-spec-missing: premise vs invalid (same set 948 ruling): CocoaPods "Unable to find a specification for" a misspelt pod is that class.
// Tolerated: i1297-pod-out-of-date: invalid vs premise (set 130 resolver ruling: "Bundler \"Could not find compatible versions\" | invalid"): CocoaPods prints the same headline and lists a stale spec repo as one of three causes; only the world (the version is published) says which.
// Tolerated: i1297-cargo-install-exists: unknown vs conflict: a one-off, cargo install's exit-0 "Ignored package ... is already installed, use --force to override"; no class stated beyond this wording.
func TestIndependentCases1297(t *testing.T) {
	runIndependent(t, "testdata/independent1297.jsonl", true,
		"i1297-cargo-no-matching", "i1297-nuget-nu1101", "i1297-bundler-gem-typo",
		"i1297-pod-spec-missing", "i1297-pod-out-of-date", "i1297-cargo-install-exists")
}

// TestGeneralise1297PackageTools holds set 1297's fixes: Composer's host
// lines under the resolver headline, more resolvers' unsatisfiable words,
// uv's and CocoaPods' missing prerequisites, Maven 3.9's cached "(absent)"
// miss and cargo's file lock wait, with near misses keeping their kind.
func TestGeneralise1297PackageTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "composer php version", protocol: "exec", msg: "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires php ^8.2 but your php version (7.4.33) does not satisfy that requirement.", want: rung.KindPremise},
		{name: "composer php version (lock)", msg: "Problem 1\n    - w1297/x v2.0.0 requires php >=8.1 -> your php version (8.0.30) does not satisfy that requirement.", want: rung.KindPremise},
		{name: "composer ext missing", protocol: "exec", msg: "Problem 1\n    - w1297/pdf v1.0.0 requires ext-gd * -> it is missing from your system. Install or enable PHP's gd extension.", want: rung.KindPremise},
		{name: "composer constraint stays invalid", protocol: "exec", msg: "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires w1297/y ^5.0, found w1297/y[1.0.0] but it does not match the constraint.", want: rung.KindInvalid},
		{name: "pipenv unresolved", protocol: "exec", msg: "Warning: Your dependencies could not be resolved. You likely have a mismatch in your sub-dependencies.", want: rung.KindInvalid},
		{name: "nuget nu1102", protocol: "exec", code: "NU1102", msg: "error NU1102: Unable to find package Polly with version (>= 99.0.0)\n  - Found 80 version(s) in nuget.org [ Nearest version: 8.4.0 ]", want: rung.KindInvalid},
		{name: "nuget nu1605", protocol: "exec", code: "NU1605", msg: "error NU1605: Detected package downgrade: System.Text.Json from 8.0.4 to 6.0.0.", want: rung.KindInvalid},
		{name: "uv project unsatisfiable", protocol: "exec", msg: "  × No solution found when resolving dependencies:\n  ╰─▶ Because w1297-a==1.0 depends on w1297-b>2 and your project depends on w1297-b<2, we can conclude that your project's requirements are unsatisfiable.", want: rung.KindInvalid},
		{name: "uv no interpreter", protocol: "exec", msg: "error: No interpreter found for Python >=3.14 in virtual environments, managed installations, or search path", want: rung.KindPremise},
		{name: "pod sandbox", msg: "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation.", want: rung.KindPremise},
		{name: "maven 3.9 absent cached", protocol: "exec", msg: "Could not resolve dependencies for project g:a:jar:1: The following artifacts could not be resolved: g:b:jar:2 (absent): g:b:jar:2 was cached in the local repository, resolution will not be reattempted until the update interval of central has elapsed or updates are forced", want: rung.KindPremise},
		{name: "cargo build dir lock", protocol: "exec", msg: "    Blocking waiting for file lock on build directory", want: rung.KindTransient},
		{name: "cargo cache lock", msg: "Blocking waiting for file lock on package cache", want: rung.KindTransient},
	})
}
