package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// The programs an agent runs through a shell tool say what failed in
// their own words, and some say it with the exit status alone. A wrapper
// ("tool shell.run: git merge x: exit status 1: <stderr>", Python's
// CalledProcessError, Node's "Command failed: ...") passes both on; this
// file reads them. Each entry names the program and where it says so.
var (
	// gitWords: git's porcelain. A merge, rebase, cherry-pick or stash
	// that stopped on conflicting changes ("CONFLICT (content): Merge
	// conflict in README.md\nAutomatic merge failed; fix conflicts and
	// then commit the result.", git-merge(1) "HOW CONFLICTS ARE
	// PRESENTED"; rebase's "Resolve all conflicts manually") is not the
	// conflict kind: nothing the step was to make is there; the two lines
	// of work diverged and a person must resolve them: premise, as
	// GitHub's 409 "Merge conflict". So is a patch written against text
	// the file no longer holds (git-apply(1) "patch does not apply",
	// Mercurial's "conflicts while merging"). A remote the repository
	// does not have ("'origin' does not appear to be a git repository",
	// "No such remote", "No configured push destination") is the
	// repository's setup: premise. git ends every failure to reach a
	// remote with the same hint ("Please make sure you have the correct
	// access rights and the repository exists."): the line before it
	// decides, so these come ahead of "access rights".
	gitWords = []pattern{
		{text: "automatic merge failed", kind: premise, reason: "git: the merge stopped on conflicting changes a person must resolve"},
		{text: "merge conflict in ", kind: premise, reason: "git: conflicting changes must be resolved first"},
		{text: "resolve all conflicts manually", kind: premise, reason: "git: the rebase or cherry-pick stopped on conflicting changes"},
		{text: "conflicts while merging", kind: premise, reason: "the merge stopped on conflicting changes (Mercurial)"},
		{text: "unresolved conflicts", kind: premise, reason: "conflicting changes must be resolved first"},
		{text: "patch does not apply", kind: premise, reason: "git apply: the file no longer holds what the patch was written against"},
		// A commit whose changes are in the worktree but not staged (set
		// 1164, captured live: wt-status.c "no changes added to commit (use
		// \"git add\" and/or \"git commit -a\")", and with only new files
		// "nothing added to commit but untracked files present (use \"git
		// add\" to track)"): the changes exist, the call did not take them;
		// git names the argument that does (-a, or a git add first):
		// invalid. A clean tree's "nothing to commit" stays conflict.
		{text: "no changes added to commit", kind: invalid, reason: "git: the changes are not staged: commit with -a or add them first"},
		{text: "nothing added to commit but untracked files present", kind: invalid, reason: "git: only untracked files: add them first"},
		// GNU patch(1) says the same in its own words (set 160, captured
		// live): a hunk whose context the file no longer holds ("Hunk #1
		// FAILED at 1.", "1 out of 1 hunk FAILED -- saving rejects to file
		// x.rej"; BSD patch "hunks failed--saving rejects"; Mercurial's
		// import "abort: patch failed to apply"), or a file the patch names
		// that is not there ("can't find file to patch", "No file to patch.
		// Skipping patch."): premise. A patch it finds already in the file
		// ("Reversed (or previously applied) patch detected!  Skipping
		// patch.", under --forward or answered no; patch.c
		// "Ignore patches that seem to be reversed or already applied") is
		// what the step was to make: conflict, read first. (Its "hunk
		// ignored" follows a missing file too, so it decides nothing.)
		{text: "can't find file to patch", kind: premise, reason: "patch: the file the patch names is not there"},
		{text: "no file to patch", kind: premise, reason: "patch: the file the patch names is not there"},
		{text: "previously applied) patch detected", kind: conflict, reason: "patch: the file already holds the patch's change (or the patch is reversed): nothing to apply"},
		{text: "hunk failed", kind: premise, reason: "patch: the file no longer holds the text a hunk was written against"},
		{text: "hunks failed", kind: premise, reason: "patch: the file no longer holds the text the hunks were written against"},
		{text: "patch failed to apply", kind: premise, reason: "the file no longer holds what the patch was written against (Mercurial)"},
		// A push the remote refused as not a fast-forward ("! [rejected]
		// main -> main (non-fast-forward)", "Updates were rejected because
		// the tip of your current branch is behind its remote
		// counterpart", git-push(1) "NOTE ABOUT FAST-FORWARDS"): the
		// remote moved on; fetch and integrate first. Mercurial's "push
		// creates new remote head" is the same. A tag the remote already
		// has is what the step was to make: conflict.
		{text: "tag already exists in the remote", kind: conflict, reason: "git: the remote already has the tag"},
		// A push --delete of a branch or tag the remote no longer has
		// (send-pack.c "unable to delete '%s': remote ref does not exist",
		// set 1346, live): the end state the delete was for already holds:
		// conflict, as a stop of a finished process (set 50) or Redis's
		// FUNCTION DELETE of a gone library (set 1284).
		{text: "remote ref does not exist", kind: conflict, reason: "git push --delete: the remote ref is already gone: the end state holds"},
		{text: "(non-fast-forward)", kind: premise, reason: "git: the remote branch moved on; fetch and integrate first"},
		{text: "branch is behind its remote counterpart", kind: premise, reason: "git: the remote branch moved on; fetch and integrate first"},
		// A push under a lease (git-push(1) --force-with-lease: refused
		// "(stale info)" when the remote ref is no longer the value
		// expected; --force-if-includes: "(remote ref updated since
		// checkout)"; jj git push: "unexpectedly moved on the remote")
		// says the same: the remote moved since the last fetch, so
		// retrying cannot help and nothing is already there to keep:
		// fetch and replan, premise (set 593).
		{text: "(stale info)", kind: premise, reason: "git: the push's lease failed: the remote ref moved since the last fetch"},
		{text: "(remote ref updated since checkout)", kind: premise, reason: "git: the remote ref moved since it was last integrated (--force-if-includes)"},
		{text: "unexpectedly moved on the remote", kind: premise, reason: "jj: the remote bookmark moved since the last fetch"},
		{text: "branch tip is behind its remote counterpart", kind: premise, reason: "git: the remote branch moved on; fetch and integrate first"},
		// builtin/push.c's advice wraps after "is behind" and "work that
		// you do" ("hint: " starts the next line), so the first line is read.
		{text: "updates were rejected because the tip of your current branch is behind", kind: premise, reason: "git: the remote branch moved on; fetch and integrate first"},
		{text: "updates were rejected because a pushed branch tip is behind", kind: premise, reason: "git: the remote branch moved on; fetch and integrate first"},
		{text: "updates were rejected because the remote contains work", kind: premise, reason: "git: the remote holds commits the local branch lacks; fetch and integrate first"},
		{text: "push creates new remote head", kind: premise, reason: "the remote moved on; pull and merge first (Mercurial)"},
		// A call short of what the command requires, which hg names (set
		// 1616, live): push's "push creates new remote branches: x" with
		// its hint "(use 'hg push --new-branch' ...)", revert's "no files
		// or directories specified" (name them or --all), commit's "empty
		// commit message" (git's "Aborting commit due to empty commit
		// message."): invalid, the same goal with the argument goes ahead.
		// The new-head refusal above stays premise (the remote moved on).
		{text: "push creates new remote branches", kind: invalid, reason: "Mercurial: a new branch must be pushed with --new-branch"},
		{text: "no files or directories specified", kind: invalid, reason: "Mercurial: name the files (or --all)"},
		{text: "empty commit message", kind: invalid, reason: "the commit needs a message"},
		// Git libraries say the same refusals in their own words (set
		// 699, captured live): go-git's ErrNonFastForwardUpdate
		// "non-fast-forward update" (Push, Pull), libgit2's "cannot push
		// non-fastforwardable reference", isomorphic-git's
		// PushRejectedError "not a simple fast-forward"; a dirty worktree
		// blocking a checkout: go-git's ErrUnstagedChanges "worktree
		// contains unstaged changes", libgit2's "N conflicts prevent
		// checkout". The remote moved on or the worktree holds changes:
		// premise, as git's own words above and in toolwords.go.
		{text: "non-fast-forward update", kind: premise, reason: "git library: the remote branch moved on; fetch and integrate first"},
		{text: "non-fastforwardable reference", kind: premise, reason: "libgit2: the remote branch moved on; fetch and integrate first"},
		{text: "not a simple fast-forward", kind: premise, reason: "isomorphic-git: the remote branch moved on; fetch and integrate first"},
		{text: "worktree contains unstaged changes", kind: premise, reason: "go-git: the worktree holds changes: commit or discard them first"},
		{text: "conflict prevents checkout", kind: premise, reason: "libgit2: local changes block the checkout"},
		{text: "conflicts prevent checkout", kind: premise, reason: "libgit2: local changes block the checkout"},
		{text: "does not appear to be a git repository", kind: premise, reason: "git: the repository has no such remote"},
		{text: "no such remote", kind: premise, reason: "git: the repository has no such remote"},
		{text: "no configured push destination", kind: premise, reason: "git: no remote is configured to push to"},
		// A push or pull that needs the destination spelt out, because
		// HEAD is on no branch (push.c "You are not currently on a
		// branch.") or the branch has no upstream (push.c "The current
		// branch %s has no upstream branch.", pull's "There is no tracking
		// information for the current branch."): git prints the arguments
		// that make the same call work ("git push origin
		// HEAD:<name-of-remote-branch>", "--set-upstream origin x", "git
		// pull <remote> <branch>"), so the call is what is short: invalid
		// (set 135, three lines). An upstream set for HEAD on no branch
		// (builtin/branch.c "could not set upstream of HEAD to %s when it
		// does not point to any branch.") has no such arguments: the
		// repository must first be on a branch, premise (set 130).
		{text: "does not point to any branch", kind: premise, reason: "git: HEAD is detached, on no branch: check out a branch first"},
		{text: "you are not currently on a branch", kind: invalid, reason: "git: HEAD is on no branch: name the destination (git push origin HEAD:<branch>)"},
		// The destination of a push from a detached HEAD, or of a refspec,
		// given without refs/heads/ or refs/tags/ where git cannot guess
		// which (set 593): the refspec is the call's to write out.
		{text: "you must fully qualify the ref", kind: invalid, reason: "git: the push destination is not a full refname: write it out (refs/heads/<branch>)"},
		{text: "is not a full refname", kind: invalid, reason: "git: the push destination is not a full refname: write it out (refs/heads/<branch>)"},
		{text: "has no upstream branch", kind: invalid, reason: "git: the branch has no upstream: name it (--set-upstream <remote> <branch>)"},
		{text: "no tracking information for the current branch", kind: invalid, reason: "git: the branch has no upstream: name the remote and branch (git pull <remote> <branch>)"},
		// A pull on divergent branches with no pull.rebase or pull.ff set
		// (git 2.34+ builtin/pull.c "Need to specify how to reconcile
		// divergent branches."): git lists the flags that make the same
		// call work (--rebase, --no-rebase, --ff-only), so the call is
		// what is short, invalid, as above (set 699). With pull.ff=only
		// set, "Not possible to fast-forward, aborting." is the branches'
		// state and stays premise (generic.go).
		{text: "need to specify how to reconcile divergent branches", kind: invalid, reason: "git: the pull needs its reconcile mode: pass --rebase, --no-rebase or --ff-only"},
		// A name git's ref rules refuse (git-check-ref-format(1): no "..",
		// no space, no trailing "."; builtin/branch.c "'%s' is not a valid
		// branch name", builtin/tag.c "'%s' is not a valid tag name.",
		// builtin/remote.c "'%s' is not a valid remote name"): the name
		// the call gave is malformed, invalid. ("Not a valid object name"
		// is a revision the repository lacks: toolwords.go.)
		{text: "is not a valid branch name", kind: invalid, reason: "git: the branch name breaks git-check-ref-format's rules"},
		{text: "is not a valid tag name", kind: invalid, reason: "git: the tag name breaks git-check-ref-format's rules"},
		{text: "is not a valid remote name", kind: invalid, reason: "git: the remote name is malformed"},
		{text: "is not a valid ref name", kind: invalid, reason: "git: the ref name breaks git-check-ref-format's rules"},
		// A cherry-pick or revert of a merge commit needs the parent to
		// replay against (git-cherry-pick(1) -m: "Usually you cannot
		// cherry-pick a merge because you do not know which side of the
		// merge should be considered the mainline"; sequencer.c "commit
		// %s is a merge but no -m option was given.", "commit %s does not
		// have parent %d"): the call lacks -m or names a parent the
		// commit has not, invalid (set 135).
		{text: "is a merge but no -m option was given", kind: invalid, reason: "git: a merge commit is cherry-picked or reverted only with -m <parent>"},
		{text: "does not have parent ", kind: invalid, reason: "git: -m names a parent the merge commit does not have"},
	}
	// resolverWords: a package manager whose resolver finds no set of
	// versions meeting every constraint the call asked for: npm's ERESOLVE
	// ("unable to resolve dependency tree", "Could not resolve
	// dependency:", "conflicting peer dependency"), pip's
	// ResolutionImpossible ("these package versions have conflicting
	// dependencies"), pub's and Poetry's "version solving failed",
	// Composer's "could not be resolved to an installable set of
	// packages", Bundler's "Could not find compatible versions". The
	// registry and the network are fine and the same call fails the same
	// way: the requested versions (or the resolver's flags, npm's
	// --legacy-peer-deps) must change, invalid.
	resolverWords = []pattern{
		{text: "unable to resolve dependency tree", kind: invalid, reason: "npm ERESOLVE: the requested versions' constraints contradict each other"},
		{text: "could not resolve dependency:", kind: invalid, reason: "npm ERESOLVE: the requested versions' constraints contradict each other"},
		{text: "conflicting peer dependency", kind: invalid, reason: "npm ERESOLVE: a peer dependency conflicts with the requested versions"},
		// Set 1580 (pnpm 9, captured live): pnpm's strict-peer-dependencies
		// check, ERR_PNPM_PEER_DEP_ISSUES "Unmet peer dependencies ... ✕
		// unmet peer peerhost@^1.0.0: found 2.0.0" (pnpm.io/npmrc), is the
		// same contradiction among the requested versions as npm's
		// ERESOLVE peer conflict: invalid, by set 130's ruling.
		{text: "err_pnpm_peer_dep_issues", kind: invalid, reason: "pnpm: a peer dependency's range excludes the version requested (strict-peer-dependencies)"},
		{text: "unmet peer ", kind: invalid, reason: "pnpm: a peer dependency's range excludes the version requested"},
		// Set 813: a requested version the registry does not hold while it
		// lists others (pip "Could not find a version that satisfies the
		// requirement x==9 (from versions: 1.0, 2.0)", cargo "candidate
		// versions found which didn't match", yarn "Couldn't find any
		// versions for", Composer "but it does not match the constraint"):
		// the package is there, the pin is wrong: repair it. pip's "(from
		// versions: none)" lists nothing: the package itself is not there.
		// Set 1574: pip skipped an index it will not use over plain http
		// ("WARNING: The repository located at x is not a trusted or secure
		// host and is being ignored.", with its --trusted-host hint): the
		// "(from versions: none)" that follows says nothing about the
		// package; the call's index URL or --trusted-host must change: invalid.
		{text: "is not a trusted or secure host", kind: invalid, reason: "pip: the index is plain http and not trusted, so it was ignored: use https or --trusted-host"},
		{text: "(from versions: none)", kind: premise, reason: "pip: the index holds no version of the package at all"},
		{text: "could not find a version that satisfies the requirement", kind: invalid, reason: "pip: the package has versions, none matches the requested one: fix the version"},
		{text: "candidate versions found which didn't match", kind: invalid, reason: "cargo: the crate has versions, none matches the requirement: fix the version"},
		{text: "couldn't find any versions for", kind: invalid, reason: "yarn: the package has versions, none matches the range: fix the version"},
		{text: "but it does not match the constraint", kind: invalid, reason: "Composer: the package has versions, none matches the constraint: fix the version"},
		{text: "resolutionimpossible", kind: invalid, reason: "pip: no versions satisfy every requirement (ResolutionImpossible)"},
		{text: "package versions have conflicting dependencies", kind: invalid, reason: "pip: no versions satisfy every requirement (ResolutionImpossible)"},
		{text: "version solving failed", kind: invalid, reason: "the resolver found no versions meeting every constraint (pub, Poetry)"},
		// Set 1297: Composer's problem lines naming the host, not the
		// constraints: the PHP running is older than the project needs,
		// or an extension is not installed (set 40's toolchain ruling):
		// premise, ahead of the resolver headline they sit under.
		{text: "your php version (", kind: premise, reason: "Composer: the host PHP is older than the project requires (install the toolchain first)"},
		{text: "it is missing from your system. install or enable php's", kind: premise, reason: "Composer: a required PHP extension is not installed on the host"},
		// Set 1297: more resolvers' words for constraints no version meets:
		// pipenv lock, NuGet NU1102 (the package has versions, it names
		// the nearest), NuGet NU1605 (the project's own reference pins a
		// lower version than a dependency needs), uv's report on a project.
		{text: "your dependencies could not be resolved", kind: invalid, reason: "pipenv: no versions meet every requirement"},
		{text: "[ nearest version: ", kind: invalid, reason: "NuGet NU1102: the package has versions, none matches the requested one: fix the version"},
		{text: "detected package downgrade", kind: invalid, reason: "NuGet NU1605: the project's reference pins a lower version than a dependency needs"},
		{text: "your project's requirements are unsatisfiable", kind: invalid, reason: "uv: no versions meet every requirement"},
		{text: "could not be resolved to an installable set of packages", kind: invalid, reason: "Composer: no versions meet every requirement"},
		// Set 1550: RubyGems and Bundler on a Ruby older (or a RubyGems
		// older) than a gem needs: RubyGems "x-2.0.0 requires Ruby version
		// >= 9.0. The current ruby version is 3.1.2.", Bundler 2.3
		// "Bundler found conflicting requirements for the Ruby  version"
		// with its "Current Ruby  version:" block, Bundler 2.4's "because
		// current Ruby version is = 3.1.2": the host's toolchain, as
		// Composer's PHP version above, premise, ahead of the resolver
		// headline.
		{text: "the current ruby version is", kind: premise, reason: "RubyGems: the host Ruby is older than the gem requires (install that Ruby or pick an older gem)"},
		{text: "the current rubygems version is", kind: premise, reason: "RubyGems: the host RubyGems is older than the gem requires"},
		{text: "conflicting requirements for the ruby  version", kind: premise, reason: "Bundler: the host Ruby is older than a gem requires"},
		{text: "conflicting requirements for the ruby version", kind: premise, reason: "Bundler: the host Ruby is older than a gem requires"},
		{text: "because current ruby version is", kind: premise, reason: "Bundler: the host Ruby is older than a gem requires"},
		{text: "could not find compatible versions", kind: invalid, reason: "Bundler: no versions meet every requirement"},
		// Set 1550: the same as set 813's pins, in Ruby's tools: Bundler's
		// "Could not find gem 'widget (>= 99)' in rubygems repository ...
		// The source contains the following gems matching 'widget': *
		// widget-1.0.0" (the gem is there, the requirement names no version
		// of it): repair the version. A gem no source holds stays premise,
		// with or without RubyGems' "Possible alternatives" (set 1181's
		// ruling: a suggestion alone does not flip a missing object).
		{text: "the source contains the following gems matching", kind: invalid, reason: "Bundler: the gem has versions, none matches the requirement: fix the version"},
		// Set 948: uv's PubGrub report "we can conclude that your
		// requirements are unsatisfiable" and yarn berry's YN0082
		// RESOLUTION_FAILED "No candidates found" for a range.
		{text: "your requirements are unsatisfiable", kind: invalid, reason: "uv: no versions meet every requirement"},
		{text: "yn0082", kind: invalid, reason: "yarn YN0082: no version matches the requested range"},
	}
	// curlWords: curl's error texts (libcurl-errors(3), curl_easy_strerror)
	// that name no errno the other tables know. CURLE_COULDNT_CONNECT (7)
	// "Couldn't connect to server", CURLE_GOT_NOTHING (52) "Empty reply
	// from server", CURLE_RECV_ERROR (56) "Failure when receiving data from
	// the peer", CURLE_SEND_ERROR (55), CURLE_PARTIAL_FILE (18) "transfer
	// closed with N bytes remaining to read": the server or the network
	// at that moment: transient. (47, 60 and 28 are read by the redirect,
	// certificate and timeout words; 6, "Could not resolve host", says the
	// same for a name that does not exist and a resolver that failed, and
	// stays with the generic words.)
	curlWords = []pattern{
		{text: "couldn't connect to server", kind: transient, reason: "the connection failed (curl 7)"},
		{text: "could not connect to server", kind: transient, reason: "the connection failed"},
		{text: "empty reply from server", kind: transient, reason: "the server closed the connection without an answer (curl 52)"},
		{text: "failure when receiving data from the peer", kind: transient, reason: "the connection failed mid-answer (curl 56)"},
		// The same 56 as curl 7.88's FTP and proxy code words it, "curl:
		// (56) response reading failed (errno: 115)", for a transfer cut
		// mid-way (set 1351).
		{text: "response reading failed", kind: transient, reason: "the connection failed mid-answer (curl 56)"},
		{text: "failed sending data to the peer", kind: transient, reason: "the connection failed mid-request (curl 55)"},
		{text: "bytes remaining to read", kind: transient, reason: "the answer was cut short (curl 18)"},
		// Set 1652: a resume the server cannot serve. curl 33
		// (CURLE_RANGE_ERROR) "HTTP server doesn't seem to support byte
		// ranges. Cannot resume." (-C against a server that answers 200 to
		// a Range), its strerror "Requested range was not delivered by the
		// server", and FTP's 31 (CURLE_FTP_COULDNT_USE_REST) "Couldn't use
		// REST": the belief that the server resumes is false, the same on
		// every try: premise (fetch the whole file instead).
		{text: "doesn't seem to support byte ranges", kind: premise, reason: "the server cannot resume a download (curl 33): fetch it whole"},
		{text: "requested range was not delivered by the server", kind: premise, reason: "the server cannot serve the range asked for (curl 33): fetch it whole"},
		// Set 1748: curl 36 (CURLE_BAD_DOWNLOAD_RESUME) for a -C offset
		// past the end of the remote file ("Offset (100) was beyond file
		// size (6)"): the offset argument is wrong, invalid.
		{text: "was beyond file size", kind: invalid, reason: "the resume offset is past the end of the file (curl 36): fix the offset"},
		{text: "couldn't use rest", kind: premise, reason: "the FTP server refused the resume offset (curl 31): fetch it whole"},
		// The same cut in Python's words (http.client IncompleteRead, which
		// urllib3 wraps as "Connection broken: IncompleteRead(...)"): the
		// body ended before its Content-Length, as Go's unexpected EOF.
		// Set 813: a TLS handshake the peer or the path cut (curl 35
		// "OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to", as git,
		// cargo and Composer print it; Python's SSLEOFError "EOF occurred in
		// violation of protocol"): no certificate or setting was refused,
		// the connection dropped: retry.
		{text: "ssl_error_syscall in connection to", kind: transient, reason: "the TLS handshake was cut by the peer or the network (curl 35 SSL_ERROR_SYSCALL)"},
		{text: "eof occurred in violation of protocol", kind: transient, reason: "the TLS handshake was cut by the peer or the network (Python SSLEOFError)"},
		{text: "incompleteread(", kind: transient, reason: "the answer was cut short (Python http.client IncompleteRead)"},
		// Set 1088: the SDKs' own length checks on a streamed body say the
		// same cut with no network word: botocore's IncompleteReadError
		// ("1024 read, but total bytes expected is 4096.", raised by
		// StreamingBody when the bytes read fall short of Content-Length)
		// and the AWS SDK for Java's LengthCheckInputStream ("Data read has
		// a different length than the expected"). Nothing in the call was
		// wrong; read the object again.
		{text: "but total bytes expected is", kind: transient, reason: "the answer was cut short (botocore IncompleteReadError)"},
		{text: "data read has a different length than the expected", kind: transient, reason: "the answer was cut short (AWS SDK for Java length check)"},
		// Apache HttpCore's ConnectionClosedException says it of the body's
		// framing ("Premature end of Content-Length delimited message body
		// (expected: 4,096; received: 1,024)", "Premature end of chunk coded
		// message body: closing chunk expected"): the peer closed early.
		{text: "premature end of content-length delimited message body", kind: transient, reason: "the answer was cut short (Apache HttpCore ConnectionClosedException)"},
		{text: "premature end of chunk coded message body", kind: transient, reason: "the answer was cut short (Apache HttpCore ConnectionClosedException)"},
	}
	// nameWords: "ambiguous" said of a name the call gave (a path
	// component, a column or table reference, a revision, an option, an
	// id prefix) is a call that must name one thing exactly: invalid,
	// as PostgreSQL's 42702 and 42P09 are. The ambiguous kind is for a
	// call that worked and whose result cannot be used; here nothing ran.
	//
	// Not the filesystem server's "Ambiguous Unicode path component": the
	// path resolved to two files that exist (resolveUnicodeEquivalentPath,
	// two entries NFC-equal to the name), as a locator that matched
	// several elements ("strict mode violation"): ambiguous, as sets 101,
	// 144 and 164 label it (set 29 alone invalid).
	nameWords = []pattern{
		{text: "ambiguous unicode path component", kind: ambiguous, reason: "the path resolves to two files whose names differ only in Unicode normalisation: narrow to one (MCP filesystem server)"},
		// A revision name that resolves to nothing: git's setup.c
		// die_verify_filename "ambiguous argument '%s': unknown revision
		// or path not in the working tree." (neither a revision nor a
		// file: HEAD~5 in a shorter history, a tag never made),
		// Mercurial's "abort: unknown revision 'x'" (localrepo.py
		// RepoLookupError), the go command's "invalid version: unknown
		// revision v9.9.9" (modfetch/codehost UnknownRevisionError): the
		// repository has no such revision, premise, as "bad revision" and
		// "invalid object name" (toolwords.go), though git calls the
		// argument ambiguous (set 108). git prints the same line after
		// "short object ID x is ambiguous" (several objects match the
		// prefix), so that one is read first; "both revision and
		// filename" is a real ambiguity and stays invalid. A short id
		// prefix that several objects share (git, Docker, restic) is a
		// lookup that found several: ambiguous, as DESIGN's "several
		// matches" (the lead's ruling: five blind labels of five).
		{text: "short object id ", kind: ambiguous, reason: "the short id matches several objects (git): narrow it to one (give more of it)"},
		{text: "unknown revision", kind: premise, reason: "the repository has no such revision (git, Mercurial, the go command)"},
		{text: "ambiguous argument", kind: invalid, reason: "the argument names more than one thing (git: a revision and a path)"},
		{text: "ambiguous option", kind: invalid, reason: "the option abbreviation matches several options (argparse)"},
		{text: "ambiguous column name", kind: invalid, reason: "the column reference matches several tables (SQLite)"},
		// Moby's name lookup that found several, "service x is ambiguous (2
		// matches found)" (daemon/cluster/helpers.go): several matches, as its
		// id-prefix lookup above (sets 788 and 1788, both ambiguous, the lead
		// after set 1788).
		{text: "matches found)", kind: ambiguous, reason: "the name matches several objects (Docker swarm): narrow it to one"},
		{text: "is ambiguous", kind: invalid, reason: "the name given matches more than one thing: name one exactly"},
		{text: "multiple ids found with provided prefix", kind: ambiguous, reason: "the id prefix matches several objects (Docker): narrow it to one (give more of it)"},
		// restic's MultipleIDMatchesError: "multiple IDs with prefix \"7a\" found" (set 733).
		{text: "multiple ids with prefix", kind: ambiguous, reason: "the id prefix matches several objects (restic): narrow it to one (give more of it)"},
		// An id prefix that matches no object at all: restic's
		// NoIDByPrefixError "invalid id \"deadbeef\": no matching ID found
		// for prefix \"deadbeef\"" (set 1617): the snapshot, key or pack
		// is not in the repository (forgotten, pruned), as git's "unknown
		// revision": premise, though restic calls the id invalid.
		{text: "no matching id found for prefix", kind: premise, reason: "no object in the repository has that id (restic): it was removed or never there"},
	}
	// daemonWords: a client whose daemon is not running or not reachable
	// on its socket (docker(1) "Cannot connect to the Docker daemon at
	// unix:///var/run/docker.sock. Is the docker daemon running?",
	// Podman's "Cannot connect to Podman"): the host's state, as
	// Docker's "is not running"; a wait does not start it.
	daemonWords = []pattern{
		{text: "cannot connect to the docker daemon", kind: premise, reason: "the Docker daemon is not running (or not at that socket)"},
		{text: "is the docker daemon running", kind: premise, reason: "the Docker daemon is not running"},
		{text: "cannot connect to podman", kind: premise, reason: "the Podman service or machine is not running"},
	}
	// brokerCLIWords: RabbitMQ's command-line tools in their own words
	// (set 1327, live rabbitmqctl and rabbitmqadmin 3.10.8). rabbitmqctl,
	// rabbitmq-diagnostics and rabbitmq-plugins open every failure to
	// reach the node with "Error: unable to perform an operation on node
	// 'x'. Please see diagnostics information and suggestions below." (3.7
	// and later; 3.6 "unable to connect to node 'x': nodedown"): the node
	// is stopped, restarting or unreachable now, transient, as a refused
	// connection reads. A limits, policy or parameter value that is not
	// JSON ("JSON decoding error. Reason: badarg") is the call's argument:
	// invalid, as the taxonomy's JSON decoding errors. rabbitmqadmin
	// prints the management API's 401 as "*** Access refused: <path>": the
	// user lacks the management tag or the vhost's permissions, denied.
	brokerCLIWords = []pattern{
		{text: "unable to perform an operation on node", kind: transient, reason: "rabbitmqctl could not reach the node (stopped, restarting or unreachable): retry once it is up"},
		{text: "unable to connect to node", kind: transient, reason: "rabbitmqctl could not reach the node (nodedown): retry once it is up"},
		{text: "json decoding error", kind: invalid, reason: "the value given is not valid JSON (rabbitmqctl): repair it"},
		// Set 1659: rabbitmq-diagnostics check_local_alarms and
		// check_alarms (and rabbitmqctl status) name a resource alarm in
		// effect: "Memory alarm on node r@h", "Free disk space alarm on
		// node r@h" (exit 69). Publishers are blocked only until the
		// alarm clears (rabbitmq.com/docs/alarms, disk-alarms): transient,
		// as the connection.blocked reasons read (brokerwords.go).
		{text: "memory alarm on node", kind: transient, reason: "RabbitMQ reports a memory alarm in effect (publishers blocked): it clears when memory use falls below the watermark"},
		{text: "free disk space alarm on node", kind: transient, reason: "RabbitMQ reports a free disk space alarm in effect (publishers blocked): it clears when free disk space is above the limit"},
		{text: "*** access refused:", kind: denied, reason: "rabbitmqadmin: the management API refused the user (401): a management tag or vhost permission is missing"},
	}
	// serviceWords: a service manager asked to start, stop or reload a
	// service it does not have (set 105): systemd's "Unit x.service not
	// loaded." (src/core/dbus-manager.c bus_get_unit_by_name, also a stop
	// of a unit that was never found; BUS_ERROR_NO_SUCH_UNIT) and "is
	// masked" (systemctl(1) mask: "making it impossible to start them");
	// SysV service(8) "<name>: unrecognized service" (no init script by
	// that name). The command is right; the host is not as the runbook
	// assumed (the package not installed, the unit named otherwise, the
	// unit masked): premise, as "Unit x.service not found." and Windows'
	// "does not exist as an installed service" already read. A misspelt
	// verb (systemctl's verbs.c "Unknown command verb 'x'.") or option is
	// the call's: invalid.
	serviceWords = []pattern{
		{text: ": unrecognized service", kind: premise, reason: "service(8): no init script by that name on this host"},
		{text: ".service not loaded", kind: premise, reason: "systemd: no such unit is loaded (NoSuchUnit)"},
		{text: ".socket not loaded", kind: premise, reason: "systemd: no such unit is loaded (NoSuchUnit)"},
		{text: ".timer not loaded", kind: premise, reason: "systemd: no such unit is loaded (NoSuchUnit)"},
		{text: ".service is masked", kind: premise, reason: "systemd: the unit is masked and cannot be started until unmasked"},
		{text: "unknown command verb", kind: invalid, reason: "systemctl: no such verb (misspelt)"},
		// Windows' service control manager, as sc.exe prints it (set 1263):
		// a start of a service that runs (ERROR_SERVICE_ALREADY_RUNNING 1056)
		// and a stop or pause of one that does not (ControlService's
		// ERROR_SERVICE_NOT_ACTIVE 1062) find the end state the step was to
		// make: conflict, as a stop of a daemon that is not running reads
		// (configtext.go).
		{text: "an instance of the service is already running", kind: conflict, reason: "Windows SCM 1056: the service the step was to start is already running"},
		{text: "controlservice failed 1062", kind: conflict, reason: "Windows SCM 1062: the service the step was to stop is not running: the end state holds"},
	}
	// batchJobWords: a batch scheduler asked about a job id its server no
	// longer (or never) holds: PBS Pro and OpenPBS qstat, qdel, qhold and
	// qsig "Unknown Job Id 7643.server" (PBSE_UNKJOBID; Torque adds
	// "Error"), the id a plan tracked after the job finished and left the
	// server's list (job_history_enable off). The command is right; the
	// job the later steps rest on is gone: premise, as HTCondor's
	// "cluster 764 not found" and LSF's "Job <764> is not found" already
	// read (held-out set 764).
	//
	// Slurm's per-user and per-association caps on jobs queued at once
	// (QOSMaxSubmitJobPerUserLimit, AssocMaxSubmitJobLimit, printed by
	// sbatch before the catch-all "Job violates accounting/QOS policy")
	// and PBS's PBSE_MAXQUED "Maximum number of jobs already in queue"
	// count the user's jobs in the queue now: they clear as earlier jobs
	// finish, as a concurrent-request cap (the Salesforce ruling):
	// transient. The catch-all alone names no cap and is left unread.
	// Slurm's pending reason PartitionTimeLimit ("The job's time limit
	// exceeds its partition's current time limit", job_reason_codes) is
	// the job's own --time: invalid, as PBS's "Job exceeds queue resource
	// limits".
	batchJobWords = []pattern{
		{text: "unknown job id", kind: premise, reason: "the batch server holds no job with that id (PBS PBSE_UNKJOBID): it finished and left, or never ran"},
		{text: "maxsubmitjobperuserlimit", kind: transient, reason: "the user's cap on jobs queued at once (Slurm QOS): it clears as earlier jobs finish"},
		{text: "maxsubmitjobperaccountlimit", kind: transient, reason: "the account's cap on jobs queued at once (Slurm QOS): it clears as earlier jobs finish"},
		{text: "assocmaxsubmitjoblimit", kind: transient, reason: "the association's cap on jobs queued at once (Slurm): it clears as earlier jobs finish"},
		{text: "maximum number of jobs already in queue", kind: transient, reason: "the queue's cap on jobs queued at once (PBS PBSE_MAXQUED): it clears as earlier jobs finish"},
		{text: "partitiontimelimit", kind: invalid, word: true, reason: "the job's time limit exceeds its partition's (Slurm): repair --time or the partition"},
	}
	// optionWords: a copy asked of a directory without the option that
	// copies one (GNU cp 9 "cp: -r not specified; omitting directory
	// 'build'", before 9 "cp: omitting directory 'build'"; BSD cp's "build
	// is a directory (not copied)." reads as EISDIR): cp(1) "By default,
	// do not copy directories". The call lacks -r: invalid.
	optionWords = []pattern{
		{text: "-r not specified; omitting directory", kind: invalid, reason: "cp: a directory is copied only with -r"},
		{text: "omitting directory", kind: invalid, reason: "cp: a directory is copied only with -r"},
		{text: "is a directory (not copied)", kind: invalid, reason: "cp: a directory is copied only with -R (BSD)"},
		// Set 1580 (pnpm 9, captured live): a tool that refuses an action
		// it takes only when the call says so by a flag: pnpm's
		// ERR_PNPM_ADDING_TO_ROOT "... make it explicit by running this
		// command again with the -w flag (or --workspace-root)"
		// (pnpm.io/cli/add). The call lacks the flag (or a --filter):
		// invalid, repair the arguments.
		{text: "err_pnpm_adding_to_root", kind: invalid, reason: "pnpm: adding to the workspace root needs -w (or --filter a package)"},
		{text: "make it explicit by running this command again with", kind: invalid, reason: "the tool takes this action only when a flag asks for it: add the flag"},
	}
	// buildLogWords: a package manager's report that a package's build
	// script failed, whose cause is only in a log it names (set 1580, yarn
	// 4.18 captured live: YN0009 BUILD_FAILED "a@workspace:. couldn't be
	// built successfully (exit code 1, logs can be found here: ...)", after
	// YN0007's "must be built because it never has been before", which is
	// no constraint on an argument). The text cannot tell: unknown.
	buildLogWords = []pattern{
		{text: "couldn't be built successfully", kind: unk, reason: "yarn YN0009: a build script failed; its cause is only in the named log"},
	}
	// recipeWords: a build or task runner asked for a target, script or
	// recipe its file does not define (GNU make manual, "Errors Generated
	// by Make": "No rule to make target `xxx'" when make can find no rule
	// and no file of that name, also for a prerequisite "needed by" a
	// target; "No targets specified and no makefile found"; npm run-script
	// 'Missing script: "x"' (pnpm ERR_PNPM_NO_SCRIPT says the same); just's
	// "Justfile does not contain recipe `x`"; rake's "Don't know how to
	// build task 'x'"). The call is well formed and the runner is fine; the
	// project is not as the plan assumed (a target it lacks, a source file
	// not there, no Makefile here): premise, as git's "pathspec did not
	// match" and gradle's "Task 'x' not found in root project" (set 91).
	// make's own syntax errors ("missing separator") stay the file's to fix.
	recipeWords = []pattern{
		{text: ", needed by ", kind: premise, reason: "make: a prerequisite of the target is missing and no rule makes it (a source file the project lacks)"},
		// A prerequisite "needed by" a target is a source file the project
		// lacks: premise (sets 134, 1179). The goal the call named is its
		// own argument, as npm's missing script: invalid (sets 134 and 1179
		// against 91; the lead, after set 1179).
		{text: "no rule to make target", kind: invalid, reason: "make: the Makefile has no rule for the target the call named: name one it defines"},
		{text: "no targets specified and no makefile found", kind: premise, reason: "make: there is no Makefile in this directory"},
		// The same for a build tool that finds no project where it runs
		// (set 160): the go command outside any module or workspace
		// module (cmd/go modload "directory prefix %s does not contain
		// main module or its selected dependencies", "%s outside main
		// module or its selected dependencies", the go.work forms,
		// noMainModulesError "go.mod file not found in current directory
		// or any parent directory", "cannot find main module, but found
		// %s in %s"), Maven's "there is no POM in this directory", Gradle's
		// "does not contain a Gradle build". The call is what the plan
		// meant; the directory is not the project: premise.
		{text: "does not contain main module or its selected dependencies", kind: premise, reason: "go: the directory is in no module: run it inside the module (or go mod init first)"},
		{text: "outside main module or its selected dependencies", kind: premise, reason: "go: the directory is in no module: run it inside the module (or go mod init first)"},
		{text: "does not contain modules listed in go.work", kind: premise, reason: "go: the directory is in none of the workspace's modules"},
		{text: "outside modules listed in go.work", kind: premise, reason: "go: the directory is in none of the workspace's modules"},
		{text: "is not one of the workspace modules listed in go.work", kind: premise, reason: "go: the module is not in the workspace (go work use it first)"},
		{text: "no modules were found in the current workspace", kind: premise, reason: "go: the workspace lists no modules"},
		{text: "go.mod file not found in current directory or any parent", kind: premise, reason: "go: there is no module here (go.mod not found)"},
		{text: "cannot find main module", kind: premise, reason: "go: there is no module here (go.mod not found)"},
		{text: "there is no pom in this directory", kind: premise, reason: "Maven: there is no project (pom.xml) in this directory"},
		{text: "does not contain a gradle build", kind: premise, reason: "Gradle: there is no build in this directory"},
		// Set 1550: Ruby's and Rust's tools in the same place: Bundler's
		// GemfileNotFound "Could not locate Gemfile" (and "... or .bundle/
		// directory"), rake's "No Rakefile found (looking for: rakefile,
		// Rakefile, ...)", cargo's "could not find `Cargo.toml` in `/x` or
		// any parent directory".
		{text: "could not locate gemfile", kind: premise, reason: "Bundler: there is no Gemfile in this directory or its parents"},
		{text: "no rakefile found", kind: premise, reason: "rake: there is no Rakefile in this directory or its parents"},
		{text: "could not find `cargo.toml` in", kind: premise, reason: "cargo: there is no Cargo.toml in this directory or its parents"},
		// npm's "Missing script": the script name is the call's argument
		// to fix, invalid, as sets 134, 559 and 593 read it blind (premise
		// before); the other runners' missing targets keep set 91's
		// premise, with no blind vote either way.
		// npm init's default test script (set 1340), `echo "Error: no
		// test specified" && exit 1`: the project has no test suite; the
		// run the plan leaned on does not exist, premise.
		{text: "error: no test specified", kind: premise, reason: "npm test: the package's test script is npm init's placeholder: the project has no tests"},
		{text: "missing script: ", kind: invalid, reason: "npm run: package.json defines no such script: name one it defines"},
		// Composer's run-script says the same of composer.json ('Script
		// "deploy" is not defined in this package', RunScriptCommand), and
		// Symfony Console, which Composer, Laravel's artisan and bin/console
		// run on, of an unknown command ('Command "deploy" is not
		// defined.', Application::find): the name is the call's argument,
		// invalid as npm's (set 1558). A script that ran and failed
		// ("returned with error code") is not this.
		{text: " is not defined in this package", kind: invalid, reason: "composer run-script: composer.json defines no such script: name one it defines"},
		{text: "\" is not defined.", kind: invalid, reason: "a CLI (Symfony Console) has no command of the quoted name: name one it defines"},
		{text: "does not contain recipe", kind: premise, reason: "just: the justfile defines no such recipe"},
		{text: "don't know how to build task", kind: premise, reason: "rake: the Rakefile defines no such task"},
	}
	shellWords = concat(gitWords, resolverWords, curlWords, nameWords, daemonWords, brokerCLIWords, serviceWords, batchJobWords, optionWords, buildLogWords, recipeWords, toolWords) // toolWords: toolwords.go
)

// searchPrograms exit 1 when they select nothing, 2 (or more) on an
// error, which they also write to stderr: GNU grep(1) "Exit Status:
// ... 1 if no lines were selected, and 2 if an error occurred";
// rg(1), ag, ack, git-grep(1) and findstr the same; pgrep(1) "1 No
// processes matched".
var searchPrograms = [...]string{"grep", "egrep", "fgrep", "zgrep", "git grep", "rg", "ag", "ack", "pgrep", "findstr"}

// comparePrograms answer "do these differ" with their exit status:
// cmp(1) and diff(1) "An exit status of 0 means no differences were
// found, 1 means some differences were found, and 2 means trouble"
// (GNU diffutils), git diff with --exit-code or --quiet ("exit with 1 if
// there were differences"). Exit status 1 with nothing on stderr is the
// answer "they differ": the call worked; read the answer rather than
// retry or repair it (ambiguous, as a search's 1).
var comparePrograms = [...]string{"cmp", "diff", "sdiff", "diff3", "git diff", "colordiff"}

// differencesFound reports a comparison program's exit status 1 with
// nothing on stderr after it.
func differencesFound(t string) bool {
	cmd, ok := exitOneCommand(t)
	if !ok {
		return false
	}
	for _, p := range comparePrograms {
		if commandWord(cmd, p) {
			return true
		}
	}
	return false
}

// lookupPrograms answer "where is this program" with their exit status:
// which(1) "1 if one or more specified commands is nonexistent or not
// executable", POSIX command -v ("Otherwise, ... a non-zero exit status";
// nothing on stderr). Asked of a program the plan needs, 1 says it is not
// installed: premise, as exec's "executable file not found".
var lookupPrograms = [...]string{"which", "command -v"}

// programMissing reports a lookup program's exit status 1 with nothing on
// stderr after it.
func programMissing(t string) bool {
	cmd, ok := exitOneCommand(t)
	if !ok {
		return false
	}
	for _, p := range lookupPrograms {
		if commandWord(cmd, p) {
			return true
		}
	}
	return false
}

// searchFoundNothing reports a search program that ran and selected
// nothing: its exit status 1 with nothing written to stderr after it.
// The call worked and found nothing: ambiguous, not a failure to retry
// or repair. Go's os/exec ("grep -rn x dir: exit status 1"), Python's
// CalledProcessError ("Command '['grep', ...]' returned non-zero exit
// status 1."), and Node's "Command failed: grep ..." (whose stderr would
// follow; an error would have written some).
//
// grep -c prints its count even when it selected nothing, so the status
// comes with "0" after it (or "path:0" per file); zeroCounts drops them
// (set 1223, captured live: "grep -c x f: exit status 1: 0").
func searchFoundNothing(t string) bool {
	if zeroCountsExec(t) {
		return true
	}
	cmd, ok := exitOneCommand(t)
	if !ok {
		cmd, ok = exitOneCommand(zeroCounts(t))
	}
	if !ok {
		return false
	}
	for _, p := range searchPrograms {
		if commandWord(cmd, p) {
			return true
		}
	}
	return false
}

// falsyAnswer reports jq -e's answer: exit status 1 and, as all the tool
// wrapper had to pass on, the last output jq printed, null or false. jq(1)
// -e / --exit-status: "Sets the exit status of jq to 0 if the last output
// value was neither false nor null, 1 if the last output value was either
// false or null" (set 1164, captured live: "exit status 1: null"). The
// filter ran and found nothing where a value was asked for: ambiguous, as
// a search program's 1. Any other text after the status keeps its reading.
func falsyAnswer(t string) bool {
	end := strings.TrimRight(t, " \t\r\n")
	// The exec form (set 1646, live jq 1.6): stdout's last line "null" or
	// "false", then os/exec's "exit status 1" on a line of its own.
	if strings.HasSuffix(end, "\nexit status 1") {
		out := strings.TrimRight(end[:len(end)-len("\nexit status 1")], " \t\r\n")
		last := out[strings.LastIndexByte(out, '\n')+1:]
		return last == "null" || last == "false"
	}
	for _, v := range [...]string{": null", ": false"} {
		if len(end) > len(v) && strings.EqualFold(end[len(end)-len(v):], v) {
			_, ok := exitOneCommand(end[:len(end)-len(v)])
			return ok
		}
	}
	return false
}

// outputCut reports a tool result whose last line is the tool's own marker
// that it cut the output at its size cap: "[output truncated: showing 512
// of 17092 bytes]" (set 1223, captured live), "(output truncated)",
// "... output truncated ...", "<response clipped>". What came back is not
// all the command wrote: ambiguous, as a truncated answer; narrow the
// command (a filter, head, a smaller range). A result that reports a
// failed command ("exit status N", "exit code N") keeps the failure's
// reading: the cut is then incidental.
func outputCut(t string) bool {
	end := strings.TrimRight(t, " \t\r\n")
	i := strings.LastIndexByte(end, '\n')
	if i < 0 {
		return false // the marker alone, with no output before it
	}
	last := strings.ToLower(strings.TrimLeft(end[i+1:], " \t[(<.…-"))
	cut := false
	for _, m := range [...]string{"output truncated", "output was truncated", "truncated output", "response clipped", "output clipped"} {
		if strings.HasPrefix(last, m) {
			cut = true
		}
	}
	if !cut {
		return false
	}
	for _, f := range [...]string{"exit status ", "exit code ", "exited with code ", "signal: "} {
		if indexFold(end, f) >= 0 {
			return false
		}
	}
	return true
}

// zeroCountsExec reports the exec form of grep -c's empty answer (set
// 1815, live GNU grep 3.8 through os/exec): stdout's zero counts ("0", or
// "path:0" per file) and then os/exec's "exit status 1" on a line of its
// own, as falsyAnswer's jq form. Any other line keeps its reading.
func zeroCountsExec(t string) bool {
	end := strings.TrimRight(t, " \t\r\n")
	if !strings.HasSuffix(end, "\nexit status 1") {
		return false
	}
	out := strings.TrimRight(end[:len(end)-len("\nexit status 1")], " \t\r\n")
	if out == "" {
		return false
	}
	for line := range strings.SplitSeq(out, "\n") {
		line = strings.TrimSpace(line)
		if line != "0" && !(strings.HasSuffix(line, ":0") && len(line) > 2 && !strings.ContainsAny(line, " \t")) {
			return false
		}
	}
	return true
}

// zeroCounts drops the zero counts grep -c writes after its exit status 1:
// trailing lines "0" or "path:0", and the first of them after the
// wrapper's ": ". It returns t unchanged when anything else follows.
func zeroCounts(t string) string {
	end := strings.TrimRight(t, " \t\r\n")
	zero := func(s string) bool {
		return s == "0" || (strings.HasSuffix(s, ":0") && !strings.ContainsAny(s, " \t"))
	}
	for {
		i := strings.LastIndexByte(end, '\n')
		if i < 0 {
			break
		}
		if !zero(strings.TrimSpace(end[i+1:])) {
			return t
		}
		end = strings.TrimRight(end[:i], " \t\r")
	}
	j := strings.LastIndex(end, ": ")
	if j < 0 || !zero(end[j+2:]) {
		return t
	}
	return end[:j]
}

// exitOneCommand finds an exit status of 1 with nothing after it and
// returns the text before it (where the command is).
func exitOneCommand(t string) (string, bool) {
	end := trimEmptyStreams(strings.TrimRight(t, " \t\r\n."))
	for _, tail := range [...]string{"exit status 1", "exit status: 1", "exit code 1", "exited with code 1", "exit code: 1"} {
		if len(end) >= len(tail) && strings.EqualFold(end[len(end)-len(tail):], tail) {
			return end[:len(end)-len(tail)], true
		}
	}
	// Node's child_process: "Command failed: <command line>" and then
	// the child's stderr, empty here.
	if i := indexFold(end, "command failed: "); i >= 0 && strings.IndexByte(end[i:], '\n') < 0 {
		return end[i+len("command failed: "):], true
	}
	return "", false
}

// trimEmptyStreams drops the trailing lines with which a tool that renders
// a child's result as labelled fields says a stream was empty ("stderr:
// (empty)", "stdout:", "stderr: \"\"", "output: <none>"): nothing was
// written after the exit status, as when the tool appends nothing.
func trimEmptyStreams(t string) string {
	for {
		i := strings.LastIndexByte(t, '\n')
		if i < 0 {
			return t
		}
		line := strings.ToLower(strings.TrimSpace(t[i+1:]))
		label := ""
		for _, l := range [...]string{"stderr:", "stdout:", "output:"} {
			if strings.HasPrefix(line, l) {
				label = l
			}
		}
		if label == "" {
			return t
		}
		switch strings.TrimSpace(line[len(label):]) {
		case "", "(empty)", "(none)", "<empty>", "<none>", `""`, "''", "empty", "none":
			t = strings.TrimRight(t[:i], " \t\r\n.")
		default:
			return t
		}
	}
}

// commandWord reports whether prog is the program of a command in cmd:
// a word (or a path ending in it) that opens a command, at the start,
// after a wrapper's ": ", a quote or bracket (an argument list, sh -c
// '...') or a pipe. An argument that happens to end in the name
// ("deploy/ag") is not a program.
func commandWord(cmd, prog string) bool {
	for off := 0; off < len(cmd); {
		i := strings.Index(cmd[off:], prog)
		if i < 0 {
			return false
		}
		i += off
		off = i + 1
		j := i + len(prog)
		if j < len(cmd) && cmd[j] != ' ' && cmd[j] != '\'' && cmd[j] != '"' {
			continue
		}
		k := i // the start of the word, over a path's directories
		for k > 0 && cmd[k-1] == '/' {
			k--
			for k > 0 && cmd[k-1] != ' ' && cmd[k-1] != '\'' && cmd[k-1] != '"' && cmd[k-1] != '[' {
				k--
			}
		}
		if k != i && cmd[i-1] != '/' {
			continue
		}
		if k == 0 || cmd[k-1] == '\'' || cmd[k-1] == '"' || cmd[k-1] == '[' ||
			k >= 2 && (cmd[k-2:k] == ": " || cmd[k-2:k] == "| ") {
			return true
		}
	}
	return false
}

// recursivePrograms act on a directory only when told to recurse: rm(1)
// "By default, rm does not remove directories. Use the --recursive (-r or
// -R) option"; grep(1) reads a directory named on its command line only
// with -r (else "grep: x: Is a directory").
var recursivePrograms = [...]string{"rm", "grep", "egrep", "fgrep", "zgrep"}

// recursiveOptionMissing finds such a program's own EISDIR line ("rm:
// cannot remove 'data': Is a directory", BusyBox "rm: can't remove",
// macOS "rm: data: is a directory", "grep: reports: Is a directory"),
// alone or after a wrapper's ": ". The call lacks the option, invalid, as
// cp's "-r not specified" (optionWords); elsewhere EISDIR is a path the
// world holds otherwise than the plan believed (goerr.go, premise).
// It is read by the Go preset (goerr.go goText) ahead of the errno words
// and by the generic wording (unseenShapes).
func recursiveOptionMissing(t string) (Result, bool) {
	for line := range strings.Lines(t) {
		if !hasFold(line, "is a directory") {
			continue
		}
		for _, p := range recursivePrograms {
			for i := range foldMatches(line, p+": ") {
				if i == 0 || i >= 2 && line[i-2:i] == ": " {
					return verdict(invalid, "the program acts on a directory only with -r (rm, grep): add the option")
				}
			}
		}
	}
	return Result{}, false
}

// testsFailed finds a test runner's own report that tests ran and some
// failed: go test's "--- FAIL: TestX" and "FAIL\t<package>\t<time>" (not
// "[build failed]", a compiler's diagnostic), pytest's "FAILED a.py::t" and
// "N failed" summary, unittest's "FAILED (failures=N)", Jest's and
// Vitest's "Tests: N failed", cargo's "test result: FAILED", Maven's
// "There are test failures", Gradle's "There were failing tests", RSpec's
// "N examples, M failures", Mocha's "N failing", npm's "Test failed". The
// run worked and the code under test does not do what its tests expect:
// invalid, a repair of the code, as a compiler's diagnostic is (the
// lead's test ruling revised after set 1551: blind labels read failing
// tests invalid 12 to 4, over nine sets against the four of sets 108,
// 134, 1164 and 1308 that read premise). A test that could not be built
// stays with the compiler's reading, invalid too.
func testsFailed(t string) (Result, bool) {
	// Set 1344: a test binary that refused its own flags ("flag provided
	// but not defined: -x", "invalid value ... for flag -test.run") ran no
	// test; its "FAIL\tpkg\t0.02s" is the flag error's, read elsewhere.
	// npm init's placeholder script ("Error: no test specified") ran no
	// test: the project has none (set 1340's row), not a failing one.
	if hasAny(t, "[build failed]", "[setup failed]") || hasAny(t, "flag provided but not defined: ", " for flag -test.", "error: no test specified") {
		return Result{}, false
	}
	for line := range strings.Lines(t) {
		l := strings.TrimSpace(line)
		if i := strings.LastIndex(l, ": --- FAIL: "); i >= 0 {
			l = l[i+2:] // behind a wrapper's prefix
		}
		switch {
		case strings.HasPrefix(l, "--- FAIL: "),
			strings.HasPrefix(l, "FAIL\t") && strings.Count(l, "\t") >= 2,
			strings.HasPrefix(l, "FAILED ") && strings.Contains(l, "::"),
			strings.HasPrefix(l, "FAILED (failures=") || strings.HasPrefix(l, "FAILED (errors="),
			strings.HasPrefix(l, "test result: FAILED"),
			strings.HasPrefix(l, "Tests:") && strings.Contains(l, " failed"),
			strings.HasPrefix(l, "Test Files") && strings.Contains(l, " failed"),
			hasAny(l, "there are test failures", "there were failing tests", "npm error test failed", "npm err! test failed"),
			countedFailures(l):
			return verdict(invalid, "a test run reported failing tests: the code under test does not do what its tests expect: repair it")
		}
	}
	return Result{}, false
}

// noTestsRan finds a test runner's own report that it ran no test at all:
// go test's "ok  \tpkg\t0.01s [no tests to run]" and "testing: warning:
// no tests to run" (cmd/go internal/test: the -run pattern matched
// nothing), pytest's "no tests ran in 0.01s" (exit code 5, "No tests were
// collected"), Jest's "No tests found, exiting with code 1", Vitest's "No
// test files found, exiting with code 1". The call worked and its answer
// confirms nothing: ambiguous, as an empty search (set 160). A run where
// a package did run tests (an "ok" line without the mark), failed
// (testsFailed, read first), did not build or was interrupted is not read.
func noTestsRan(t string) bool {
	if hasAny(t, "[build failed]", "[setup failed]", "interrupted: ") {
		return false
	}
	seen := false
	for line := range strings.Lines(t) {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "ok  \t") || strings.HasPrefix(l, "ok \t"):
			if !strings.HasSuffix(l, "[no tests to run]") {
				return false
			}
			seen = true
		case strings.HasPrefix(l, "FAIL"):
			return false
		// Set 1344: go test's line for a package without test files,
		// "?   \tpkg\t[no test files]" (exit status 0): nothing was tested.
		case strings.HasPrefix(l, "?") && strings.HasSuffix(l, "\t[no test files]"):
			seen = true
		// Set 1728: go test whose package patterns matched nothing (cmd/go
		// load "go: warning: \"./...\" matched no packages", then test's
		// "no packages to test", exit status 1; live go 1.26.8): nothing
		// was tested.
		case l == "no packages to test" || strings.HasPrefix(l, "go: warning: \"") && strings.HasSuffix(l, "\" matched no packages"):
			seen = true
		case hasAny(l, "testing: warning: no tests to run", "no tests ran in ", "no tests found, exiting with code", "no test files found, exiting with code"),
			// Set 757: a filter that deselected every test: pytest -k/-m's
			// "collected 14 items / 14 deselected / 0 selected" (exit code 5),
			// Maven Surefire's "No tests were executed!" (-Dtest matched
			// none), Gradle's "No tests found for given includes" (--tests).
			hasAny(l, " deselected / 0 selected", "no tests were executed!", "no tests found for given includes"),
			// Set 1699: CTest's "No tests were found!!!" (exit 0 under its
			// default --no-tests=ignore; exit 8 with =error): no test was
			// added, or -R/-L matched none (ctest(1), CTest 3.25.1 live).
			hasAny(l, "no tests were found!!!"):
			seen = true
		// Set 1340: Vitest's summary when its -t filter (or .skip) left
		// every test skipped, exit 0: "Test Files  1 skipped (1)" beside
		// "Tests  1 skipped (1)", no file passed or failed.
		case strings.HasPrefix(l, "Test Files ") && strings.Contains(l, " skipped (") && !hasAny(l, " passed", " failed"):
			seen = true
		// Set 1551: libtest's summary (cargo test, cargo 1.95 live), one
		// per test target: "test result: ok. 0 passed; 0 failed; 0
		// ignored; 0 measured; 2 filtered out" when the name filter
		// matched nothing or the target has no tests. Any target whose
		// summary passed a test tested something.
		case strings.HasPrefix(l, "test result: ok. "):
			if !strings.HasPrefix(l, "test result: ok. 0 passed; 0 failed;") {
				return false
			}
			seen = true
		}
	}
	return seen
}

// raceReported finds the Go race detector's own report outside a test
// run ("WARNING: DATA RACE" between its "==================" rules, with
// "Found N data race(s)" and exit status 66 from go run -race): the
// detector names the racing accesses in the code, a diagnostic of the code
// as vet's is: invalid. A test run the race failed ("--- FAIL: ... race
// detected during execution of test") is read first by testsFailed (the
// test ruling).
func raceReported(t string) bool {
	return hasAny(t, "warning: data race") && hasAny(t, "==================")
}

// countedFailures reads a summary that counts failures after a count of
// tests run: pytest's "=== 1 failed, 3 passed in 0.12s ===", RSpec's "4
// examples, 1 failure", Mocha's "1 failing".
func countedFailures(l string) bool {
	for _, w := range [...]string{" failed", " failure", " failing"} {
		for i := range foldMatches(l, w) {
			j := i
			for j > 0 && l[j-1] >= '0' && l[j-1] <= '9' {
				j--
			}
			if j == i || l[j:i] == "0" {
				continue
			}
			switch w {
			case " failed": // pytest: "1 failed, 3 passed", "=== 1 failed in 0.1s ==="
				if !hasAny(l, " passed") && !strings.HasPrefix(l, "=") {
					continue
				}
			case " failure": // RSpec: "4 examples, 1 failure"
				if !hasAny(l, " example") {
					continue
				}
			case " failing": // Mocha: the line is the count alone
				if i+len(w) != len(l) || j != 0 {
					continue
				}
			}
			return true
		}
	}
	return false
}

// shellStatuses are the two exit statuses a POSIX shell keeps for itself
// ("Exit Status for Commands", XCU 2.8.2): "If a command is not found, the
// exit status shall be 127. If the command name is found, but it is not an
// executable utility, the exit status shall be 126." With nothing written
// after them (os/exec's bare "exit status 127", Python's "returned non-zero
// exit status 127.", a CI runner's "exit code 127", Rust's "exit status:
// 127"), the status is the whole message: 127 says the program the plan
// needs is not there (premise, as exec's "executable file not found"),
// 126 that it is there and may not be executed (denied, as the shell's
// "Permission denied" after 126 reads; sets 7, 20, 29, 260). Stderr after
// the status decides instead ("126: ... Is a directory" stays the path's).
//
// 124 is timeout(1)'s own status for "the command timed out" (GNU
// coreutils, BusyBox and uutils timeout alike; it writes nothing to
// stderr), which an agent's shell tool wraps around a command: with nothing
// after it, the run was cut off for time: transient, timeout (set 306).
// timeout's other statuses (125 its own failure) are left to their stderr.
var shellStatuses = [...]struct {
	status  string
	kind    rung.Kind
	timeout bool
	reason  string
}{
	{"124", transient, true, "exit status 124 with nothing after it: timeout(1) reports that the command timed out (GNU coreutils timeout: 'If the command times out ... exit with status 124'): run it again with more time"},
	{"127", premise, false, "the shell's exit status 127 with nothing after it: the command was not found (POSIX XCU 2.8.2): the program the plan needs is not installed"},
	{"126", denied, false, "the shell's exit status 126 with nothing after it: the command was found but may not be executed (POSIX XCU 2.8.2; execve EACCES)"},
}

// shellStatusAlone reads a bare exit status 127, 126 or 124 at the end of the
// text (after empty streams a tool spelt out).
func shellStatusAlone(t string) (Result, bool) {
	end := trimEmptyStreams(strings.TrimRight(t, " \t\r\n."))
	for _, s := range shellStatuses {
		// "exited with status" is golang.org/x/crypto/ssh's ExitError
		// ("Process exited with status 127", a remote command over SSH) and
		// Heroku's; "exit value" is Gradle's Exec ("finished with non-zero
		// exit value 127"; held-out set 846).
		for _, lead := range [...]string{"exit status ", "exit status: ", "exit code ", "exit code: ", "exited with code ", "exited with status ", "exit value "} {
			tail := lead + s.status
			if len(end) >= len(tail) && strings.EqualFold(end[len(end)-len(tail):], tail) {
				if s.status == "124" && strings.Contains(t, "; aborting") && strings.Contains(t, "xargs: ") {
					// findutils xargs exits 124 "if the command exited with
					// status 255" and says so ("xargs: cmd: exited with
					// status 255; aborting", set 1815, live): no timeout.
					// What the command's 255 means is not said.
					return Result{}, false
				}
				if s.status == "127" && strings.Contains(t, "escript: exception ") {
					// escript's own status for an uncaught exception
					// (erlang.org escript.html: "If an exception is
					// generated during execution, a short message is
					// printed and the script terminates with exit status
					// 127"; set 1683): the frame decides, not the shell.
					return Result{}, false
				}
				if s.timeout {
					return timeoutVerdict(s.reason)
				}
				return verdict(s.kind, s.reason)
			}
		}
	}
	return Result{}, false
}

// elidedRepr reports a data frame or series printed in the library's
// truncated view, as a notebook or REPL tool hands it back: pandas'
// DataFrame repr past display.max_rows, a row of "..." in the middle and
// the "[100000 rows x 2 columns]" footer (pandas prints the dimensions
// only when it truncates, display.show_dimensions "truncate"), and a
// Series' "Name: x, Length: 100000, dtype: float64" footer under its own
// "..." row (set 1308). The call worked; the rows shown are a sample of
// the head and tail, not the data: ambiguous, as a cut output. A frame
// printed whole, or a footer with no elided row, is not this.
func elidedRepr(t string) bool {
	end := strings.TrimRight(t, " \t\r\n")
	i := strings.LastIndexByte(end, '\n')
	if i < 0 {
		return false
	}
	last := strings.TrimSpace(end[i+1:])
	switch {
	case strings.HasPrefix(last, "[") && strings.HasSuffix(last, " columns]") && strings.Contains(last, " rows x "):
	case strings.Contains(last, "Length: ") && strings.Contains(last, "dtype: "):
	default:
		return false
	}
	// A line of "..." cells only: the elided rows.
	for rest := end[:i]; rest != ""; {
		line := rest
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = ""
		}
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "...") && strings.Trim(l, ". ") == "" {
			return true
		}
	}
	return false
}

// gitRefGone reports git's refusal to delete a local branch or tag it
// does not have (set 1346, live git 2.39): builtin/branch.c
// delete_branches "error: branch '%s' not found." (and "remote-tracking
// branch '%s' not found."), builtin/tag.c "error: tag '%s' not found."
// from tag -d. The end state the delete was for already holds: conflict,
// as gitWords' "remote ref does not exist". tag -v prints the same line
// for a missing tag; a verify is rarely a step's act, the delete is.
func gitRefGone(t string) bool {
	for _, p := range [...]string{"error: branch '", "error: remote-tracking branch '", "error: tag '"} {
		for i := range foldMatches(t, p) {
			rest := t[i+len(p):]
			if j := strings.IndexByte(rest, '\n'); j >= 0 {
				rest = rest[:j]
			}
			rest = strings.TrimRight(rest, " \r")
			const suf = "' not found."
			if len(rest) > len(suf) && strings.EqualFold(rest[len(rest)-len(suf):], suf) && !strings.ContainsRune(rest[:len(rest)-len(suf)], '\'') {
				return true
			}
		}
	}
	return false
}

// afterExitLead returns a line with the wrapper Go's os/exec puts before a
// program's stderr when a tool joins the two on one line ("exit status 1:
// Out of memory!", "exit status 255: usage: x.pl FILE") taken off, so that
// words a program prints on a line of their own read the same in either
// order (set 1559; stderr then "exit status N" needs no help). Other lines
// come back as they are.
func afterExitLead(line string) string {
	const lead = "exit status "
	if len(line) <= len(lead) || !strings.EqualFold(line[:len(lead)], lead) {
		return line
	}
	rest := line[len(lead):]
	i := 0
	if i < len(rest) && rest[i] == '-' {
		i++
	}
	j := i
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	if j == i || !strings.HasPrefix(rest[j:], ": ") {
		return line
	}
	return strings.TrimSpace(rest[j+2:])
}

// beforeExitTrail drops the line os/exec's error adds when an exec tool
// joins stderr's last lines before it ("...\nMemoryError\nexit status 1",
// "...\nKeyboardInterrupt\nsignal: interrupt"; set 1584, captured live),
// so a reading of the last line meets the program's own last line. Any
// other text comes back unchanged.
func beforeExitTrail(t string) string {
	end := strings.TrimRight(t, " \t\r\n")
	i := strings.LastIndexByte(end, '\n')
	if i < 0 {
		return t
	}
	last := end[i+1:]
	if rest, ok := strings.CutPrefix(last, "exit status "); ok {
		rest = strings.TrimPrefix(rest, "-")
		if rest == "" || strings.TrimLeft(rest, "0123456789") != "" {
			return t
		}
	} else if !strings.HasPrefix(last, "signal: ") {
		return t
	}
	return end[:i]
}

// usageSynopsis reports a program's own synopsis line, which it prints
// only when it could not make sense of its arguments: "usage: report.pl
// --from YYYY-MM-DD --to YYYY-MM-DD" (a Perl script's die, set 1559),
// BSD's "usage: ls [-ABCF...] [file ...]", argparse's "usage: prog.py [-h]
// ...", a shell script's "Usage: backup.sh <src> <dest>", Pod::Usage's
// "Usage:" header over an indented synopsis. The line opens with "usage: "
// (alone or after an exec tool's "exit status N: "), then a
// program's name and at least one option or placeholder ("[", "<", "{",
// "-", an upper-case word, "..."). A measure ("CPU usage: 95%", "usage:
// 4.2 GB of 5 GB", "Usage: 1.2GiB") has no program's name and is not read.
// The synopsis must be the program's whole stderr, as an exec tool hands
// it back with its exit status: an error line before or after it names
// the cause (javac's "error: file not found: X.java" above its usage,
// set 1319), and a usage line quoted with no exit status (set 814's
// "Usage: flyctl auth login [flags]") is not read.
func usageSynopsis(t string) bool {
	if indexFold(t, "exit status ") < 0 {
		return false // not a failed program's own stderr as an exec tool hands it back
	}
	header := false // Pod::Usage's "Usage:" alone, the synopsis indented below
	seen := false
	for raw := range strings.Lines(t) {
		line := afterExitLead(strings.TrimSpace(raw))
		if line == "" || afterExitLead(line+": x") == "x" {
			continue // an empty line, or the bare "exit status N" trailer
		}
		var rest string
		switch {
		case header:
			rest, header = line, false
		case seen:
			if raw[0] == ' ' || raw[0] == '\t' {
				continue // the synopsis's indented continuation
			}
			return false // other words follow: they name the cause
		case strings.EqualFold(line, "usage:"):
			header = true
			continue
		case len(line) >= 7 && strings.EqualFold(line[:7], "usage: "):
			rest = line[7:]
		case hasPrefixFold(line, "sox fail ") && strings.Contains(line, ": usage: "):
			// SoX's effect usage ("sox FAIL rate: usage: [-q|-l|-m|-h|-v]
			// ... RATE[k]", exit 1 for bad command-line parameters,
			// sox(1) EXIT STATUS; set 1668): the effect's help table
			// follows, unindented.
			return true
		case versionBanner(line):
			continue // the banner poppler's and xpdf's tools print above their usage (set 1608)
		default:
			return false // the first line is not the synopsis: it names the cause
		}
		if !synopsisArgs(rest) {
			return false
		}
		seen = true
	}
	return seen
}

// versionBanner reports a line of the banner a program prints above its
// usage when its arguments make no sense: poppler's and xpdf's
// "pdftocairo version 22.12.0" and "Copyright 2005-2022 The Poppler
// Developers - ..." (set 1608, live poppler-utils 22.12.0, exit 99). The
// banner alone (a -v run) has no synopsis under it and is not read.
func versionBanner(line string) bool {
	if hasPrefixFold(line, "copyright ") {
		return true
	}
	name, rest, ok := strings.Cut(line, " version ")
	return ok && name != "" && !strings.ContainsAny(name, " :") && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// synopsisArgs reports a program's name followed by at least one option
// or placeholder, the rest of a usage line.
func synopsisArgs(rest string) bool {
	first := true
	for f := range strings.FieldsSeq(rest) {
		if first {
			c := f[0]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.' || c == '/' || c == '_') || strings.ContainsAny(f, "%:=,") {
				return false
			}
			first = false
			continue
		}
		if f == "..." || strings.ContainsAny(f[:1], "[<{-") || isPlaceholder(f) {
			return true
		}
	}
	return false
}

// isPlaceholder reports an upper-case argument placeholder of a synopsis
// ("FILE", "YYYY-MM-DD", "SRC_DIR"): two or more characters, no lower-case
// letter, at least one upper-case letter.
func isPlaceholder(f string) bool {
	if len(f) < 2 {
		return false
	}
	upper := false
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= 'a' && c <= 'z':
			return false
		}
	}
	return upper
}
