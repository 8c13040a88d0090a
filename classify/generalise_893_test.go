package classify

import "testing"

// First run at 0c95b7a0: 27/30 overall, 11/14 tricky.
// Tolerated: i893-curl-badurl: transient vs invalid (the curl row of docs/taxonomy.md: curl's (6) "Could not resolve host" "says the same for a name that does not exist and a resolver that failed, and stays transient"): curl cannot tell which, so transient holds for the text; here the host "htp" is what curl parsed out of the agent's own malformed URL ("htp//..."), so the call is wrong (invalid), which only the command line shows.
// Tolerated: i893-git-push-hook: invalid vs denied (sets 182 and 593: "(pre-receive hook declined)" alone stays open; a hook's policy text reads denied when it refuses the pusher, "not allowed for <actor>"): this hook's "direct pushes to main are not allowed; open a pull request" is a branch rule in the hook's own words (denied, a pull request is the route), but it names no actor and invalid (change what is pushed) is one reading of a hook's refusal; a class not fixed in the time.
// Tolerated: i893-node-typeerror: unknown vs invalid (set 60's ruling: a runtime null dereference, V8 "Cannot read properties of undefined", in a tool's result is premise, the tool's own data): in a shell run of a script the agent wrote the dereference is the script's bug (invalid), while the set 60 reading (data the script read lacks the field) holds too; a one-off under protocol "" with no class, not fixed.
func TestIndependentCases893(t *testing.T) {
	runIndependent(t, "testdata/independent893.jsonl", true, "i893-curl-badurl", "i893-git-push-hook", "i893-node-typeerror")
}
