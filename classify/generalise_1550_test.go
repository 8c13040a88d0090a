package classify

import "testing"

// First run at 6cee751d: 22/34 overall, 11/18 tricky.
// Tolerated: i1550-ruby-abort-missing-env: invalid vs premise (one-off): a bare "missing DATABASE_URL" from a script's abort reads as a missing argument as readily as a missing setting; no marker says it is the environment's.
func TestIndependentCases1550(t *testing.T) {
	runIndependent(t, "testdata/independent1550.jsonl", true, "i1550-ruby-abort-missing-env")
}

// TestGeneralise1550RubygemsBadResponse: RubyGems' fetch error "bad
// response <reason> <status> (<url>)" (Gem::RemoteFetcher), under gem
// install's "Could not find a valid gem ... here is why:" headline or
// Bundler's "Could not fetch specs ... due to underlying error <...>", is
// decided by the source's status, not by the headline: the gem was never
// looked up (clienttext.go rubygemsBadResponse, sniff.go).
func TestGeneralise1550RubygemsBadResponse(t *testing.T) {
	const head = "ERROR:  Could not find a valid gem 'rake' (>= 0), here is why:\n          Unable to download data from https://gems.example.com/ - "
	runWordingCases(t, []wordingCase{
		{"gem 500", "exec", 2, "2", head + "bad response Internal Server Error 500 (https://gems.example.com/specs.4.8.gz)\nexit status 2", transient},
		{"gem 502", "exec", 2, "2", head + "bad response Bad Gateway 502 (https://gems.example.com/specs.4.8.gz)\nexit status 2", transient},
		{"gem 429", "exec", 2, "2", head + "bad response Too Many Requests 429 (https://gems.example.com/specs.4.8.gz)\nexit status 2", transient},
		{"gem 403", "exec", 2, "2", head + "bad response Forbidden 403 (https://gems.example.com/specs.4.8.gz)\nexit status 2", denied},
		{"gem 401", "exec", 2, "2", head + "bad response Unauthorized 401 (https://gems.example.com/specs.4.8.gz)\nexit status 2", denied},
		{"gem 404 no index", "exec", 2, "2", head + "bad response Not Found 404 (https://gems.example.com/specs.4.8.gz)\nexit status 2", premise},
		{"bundler 500 wrapped", "exec", 17, "17", "Could not fetch specs from http://127.0.0.1:35000/s500/ due to underlying error\n<bad response Internal Server Error 500\n(http://127.0.0.1:35000/s500/specs.4.8.gz)>\nexit status 17", transient},
		// Near misses: the gem itself absent from a source that answered.
		{"gem not in any repository", "exec", 2, "2", "ERROR:  Could not find a valid gem 'nosuchgem' (>= 0) in any repository\nexit status 2", premise},
		{"bundler gem not in source", "exec", 7, "7", "Could not find gem 'nosuchgem' in rubygems repository https://rubygems.org/ or installed locally.\nexit status 7", premise},
	})
}

// TestGeneralise1550RubyResolver: Ruby's package tools in the resolver
// classes (shellwords.go resolverWords): a gem whose versions none meets
// the requirement is the call's to fix (invalid, set 813's pins); a Ruby
// older than a gem
// requires is the host's toolchain (premise, as Composer's PHP version).
func TestGeneralise1550RubyResolver(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bundler version not in source", "exec", 7, "7", "Could not find gem 'rack (>= 9)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source contains the following gems matching 'rack':\n  * rack-3.0.8\nexit status 7", invalid},
		{"gem ruby too old", "exec", 1, "1", "ERROR:  Error installing nokogiri:\n\tnokogiri-1.16.0-x86_64-linux requires Ruby version >= 3.0, < 3.4.dev. The current ruby version is 2.7.8.225.\nexit status 1", premise},
		{"gem rubygems too old", "exec", 1, "1", "ERROR:  Error installing x:\n\tx-1.0 requires RubyGems version >= 3.3.22. The current RubyGems version is 3.1.6. Try 'gem update --system' to update RubyGems itself.\nexit status 1", premise},
		{"bundler 2.3 ruby version", "exec", 6, "6", "Bundler found conflicting requirements for the Ruby  version:\n  In Gemfile:\n    futurelib was resolved to 2.0.0, which depends on\n      Ruby  (>= 9.0)\n\n  Current Ruby  version:\n    Ruby  (= 3.1.2)\nexit status 6", premise},
		// Near misses: constraints that contradict each other stay invalid;
		// a gem name no repository holds stays premise, suggestion or not
		// (set 1181's ruling).
		// A suggestion shows the name misspelt: invalid since the lead's
		// revision after this set (toolwords.go registrySuggestsName).
		{"gem misspelt", "exec", 2, "2", "ERROR:  Could not find a valid gem 'raills' (>= 0) in any repository\nERROR:  Possible alternatives: rails, rails3\nexit status 2", invalid},
		{"bundler incompatible", "exec", 6, "6", "Bundler could not find compatible versions for gem \"rack\":\n  In Gemfile:\n    rack (~> 3.0)\n\n    sinatra was resolved to 2.2.4, which depends on\n      rack (~> 2.2)\nexit status 6", invalid},
	})
}

// TestGeneralise1550BundlerAuthAndPermission: Bundler's and RubyGems'
// sentences for a credential or a write permission the caller lacks
// (generic.go deniedWords): "Authentication is required for <host>",
// "Bad username or password for <uri>", Gem::FilePermissionError's "You
// don't have write permissions for the <dir> directory": denied, not the
// "is required" of a missing argument.
func TestGeneralise1550BundlerAuthAndPermission(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bundler auth required", "exec", 17, "17", "Authentication is required for gems.contribsys.com.\nPlease supply credentials for this source. You can do this by running:\n`bundle config set --global gems.contribsys.com username:password`\nexit status 17", denied},
		{"bundler bad auth", "exec", 17, "17", "Bad username or password for https://user@gems.example.com/.\nPlease double-check your credentials and correct them.\nexit status 17", denied},
		{"gem file permission", "exec", 1, "1", "ERROR:  While executing gem ... (Gem::FilePermissionError)\n    You don't have write permissions for the /var/lib/gems/3.1.0 directory.\nexit status 1", denied},
		// Near misses: a missing argument stays invalid.
		{"name is required", "http", 400, "", `{"error":"field 'name' is required"}`, invalid},
		{"option required", "exec", 1, "1", "error: --target is required\nexit status 1", invalid},
	})
}

// TestGeneralise1550NoProjectHere: a build or package tool that finds no
// project where it runs (shellwords.go recipeWords, set 160): Bundler's
// "Could not locate Gemfile", rake's "No Rakefile found", cargo's "could
// not find `Cargo.toml`": premise. Bundler's remedy "Install missing gems
// with `bundle install`" says the bundle is not installed (premise), not
// that the Gemfile is wrong.
func TestGeneralise1550NoProjectHere(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bundler no gemfile", "exec", 10, "10", "Could not locate Gemfile or .bundle/ directory\nexit status 10", premise},
		{"rake no rakefile", "exec", 1, "1", "rake aborted!\nNo Rakefile found (looking for: rakefile, Rakefile, rakefile.rb, Rakefile.rb)\n\n(See full trace by running task with --trace)\nexit status 1", premise},
		{"cargo no manifest", "exec", 101, "101", "error: could not find `Cargo.toml` in `/tmp/x` or any parent directory\nexit status 101", premise},
		{"bundle check", "exec", 1, "1", "Bundler can't satisfy your Gemfile's dependencies.\nInstall missing gems with `bundle install`.\nexit status 1", premise},
		{"rails missing gems", "exec", 1, "1", "Could not find rake-13.1.0 in locally installed gems\nRun `bundle install` to install missing gems.\nexit status 7", premise},
		// Near miss: rake's task that the Rakefile lacks keeps its reading.
		{"rake no task", "exec", 1, "1", "rake aborted!\nDon't know how to build task 'deploy' (See the list of available tasks with `rake --tasks`)\nexit status 1", premise},
	})
}

// TestGeneralise1550RubyNameErrorConstant: Ruby's NameError for a constant
// nothing loaded or defined ("uninitialized constant JSON (NameError)") is
// the script's to fix, as its "undefined local variable or method" (set
// 1312, interpcode.go); the "(NameError)" marker is required.
func TestGeneralise1550RubyNameErrorConstant(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ruby json unrequired", "exec", 1, "1", "-e:1:in `<main>': uninitialized constant JSON (NameError)\nexit status 1", invalid},
		{"ruby nested", "exec", 1, "1", "script.rb:3:in `<main>': uninitialized constant Foo::Bar (NameError)\nexit status 1", invalid},
		// Near misses: a gem that is not installed fails at its require; a
		// job runner's logged NameError stays unread (sets 831, 1261).
		{"job runner form", "", 0, "", "NameError: uninitialized constant InvoiceMailerJob", unk},
		{"loaderror", "exec", 1, "1", "script.rb:1:in `require': cannot load such file -- nokogiri (LoadError)\nexit status 1", premise},
	})
}

// TestGeneralise1550MarkupUnderExec: a JSON parser that met a page where
// JSON was due (undecodable.go markupWhereJSON) under an exec tool, whose
// status is the exit code and not the server's: ambiguous, as with no
// status (set 329). A status line in the text keeps its reading.
func TestGeneralise1550MarkupUnderExec(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ruby json page", "exec", 1, "1", "/usr/lib/ruby/3.1.0/json/common.rb:216:in `parse': 859: unexpected token at '<!DOCTYPE html>' (JSON::ParserError)\nexit status 1", ambiguous},
		{"node json page", "exec", 1, "1", "SyntaxError: Unexpected token '<', \"<html><bod\"... is not valid JSON\nexit status 1", ambiguous},
		// Near miss: malformed JSON that is no page stays a syntax error.
		{"ruby json malformed", "exec", 1, "1", "/usr/lib/ruby/3.1.0/json/common.rb:216:in `parse': 859: unexpected token at '{\"a\": }' (JSON::ParserError)\nexit status 1", invalid},
	})
}
