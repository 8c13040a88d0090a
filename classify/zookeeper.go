package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// zookeeperError reads Apache ZooKeeper's result codes as its clients print
// them (set 741): the Java client's KeeperException "KeeperErrorCode =
// <code message> for <path>" (KeeperException.getCodeMessage; Curator and
// Kafka pass it on) and go-zookeeper's constants ("zk: node does not
// exist"). The code names the kind by the programmer's guide: a missing
// znode, a non-empty one, a stale version (the stale-copy ruling) or an
// expired session (its ephemeral nodes are gone) are premises; a znode that
// exists is a conflict; a lost connection or a timed-out operation is
// transient (the client reconnects); NoAuth and AuthFailed are denied; an
// ACL, argument or ephemeral parent the call got wrong is invalid.
func zookeeperError(t string) (Result, bool) {
	const p = "keepererrorcode = "
	if i := indexFold(t, p); i >= 0 {
		rest := strings.ToLower(t[i+len(p):])
		if j := strings.Index(rest, " for "); j >= 0 {
			rest = rest[:j]
		}
		rest = strings.TrimSpace(rest)
		for _, z := range keeperCodes {
			if rest == z.code {
				return Result{Kind: z.kind, Code: z.name, Reason: "zookeeper: " + z.name + ": " + z.reason}, true
			}
		}
		return Result{}, false
	}
	if r, ok := zkCliError(t); ok {
		return r, true
	}
	return matchWords(goZKWords, t)
}

// zkCliError reads the texts ZooKeeper's own Java tools print for a failed
// command (set 1660, live against zkCli.sh 3.8.0): CliWrapperException's
// per-code wording ("Node not empty: /a", "version No is not valid : /a",
// "Acl is not valid : /a", each followed by the path), PathUtils'
// validatePath reasons for a malformed path ("Path must start with /
// character", "empty node name specified @5") and AclParser's refusals of
// an ACL string. Each is gated on a cheap exact marker before the table is
// scanned: the wrapper texts end in ": /<path>", the path reasons name
// "Path " or " @", the ACL parser's "perm" or "scheme:id:perm".
func zkCliError(t string) (Result, bool) {
	if strings.Contains(t, ": /") || strings.Contains(t, "Path ") || strings.Contains(t, " @") || strings.Contains(t, "perm") {
		return matchWords(zkCliWords, t)
	}
	return Result{}, false
}

// zkCliWords: org.apache.zookeeper.cli.CliWrapperException.getMessage,
// org.apache.zookeeper.common.PathUtils.validatePath and
// org.apache.zookeeper.cli.AclParser (ZooKeeper 3.8). The kinds follow
// keeperCodes: a non-empty znode and a stale version are premises (the
// stale-copy ruling), a spent hard quota is a premise, a bad ACL, argument,
// ephemeral parent or path is invalid. AclParser's "Unknown perm type: z"
// is printed while the command still succeeds (exit 0) with the unknown
// letters dropped: the ACL it set lacks the permissions asked for, a
// result that is there but unusable (ambiguous).
var zkCliWords = newMatcher([]pattern{
	{text: "node not empty: /", kind: premise, reason: "zookeeper: the znode still has children: remove them first"},
	{text: "version no is not valid : /", kind: premise, reason: "zookeeper: the znode moved on since the step read its version (BadVersion): read it again and repeat the change"},
	{text: "acl is not valid : /", kind: invalid, reason: "zookeeper: the ACL the command sent is invalid"},
	{text: "arguments are not valid : /", kind: invalid, reason: "zookeeper: the command's arguments are invalid"},
	{text: "ephemerals cannot have children: /", kind: invalid, reason: "zookeeper: an ephemeral znode cannot have children"},
	{text: "not a read-only call: /", kind: transient, reason: "zookeeper: the server is in read-only mode until it rejoins a quorum"},
	{text: "path must start with / character", kind: invalid, reason: "zookeeper: the path is not absolute"},
	{text: "path must not end with / character", kind: invalid, reason: "zookeeper: the path ends with a slash"},
	{text: "empty node name specified @", kind: invalid, reason: "zookeeper: the path has an empty element"},
	{text: "relative paths not allowed @", kind: invalid, reason: "zookeeper: the path holds a . or .. element"},
	{text: "null character not allowed @", kind: invalid, reason: "zookeeper: the path holds a null character"},
	{text: "does not have the form scheme:id:perm", kind: invalid, reason: "zookeeper: the ACL string is not scheme:id:perm"},
	{text: "unknown perm type: ", kind: ambiguous, reason: "zookeeper: the ACL was set without the unknown permission letters: it does not grant what was asked"},
})

var keeperCodes = []struct {
	code, name string
	kind       rung.Kind
	reason     string
}{
	{"nonode", "NoNode", premise, "the znode the step rests on does not exist"},
	{"nodeexists", "NodeExists", conflict, "the znode the step was to create already exists"},
	{"badversion", "BadVersion", premise, "the znode moved on since the step read its version: read it again and repeat the change"},
	{"directory not empty", "NotEmpty", premise, "the znode still has children: remove them first"},
	{"session expired", "SessionExpired", premise, "the session and its ephemeral nodes and watches are gone: open a new one and replan"},
	{"connectionloss", "ConnectionLoss", transient, "the connection to the ensemble dropped; the client reconnects"},
	{"operationtimeout", "OperationTimeout", transient, "the operation timed out"},
	{"session moved", "SessionMoved", transient, "the session moved to another server mid-call"},
	{"not a read-only call", "NotReadOnly", transient, "the server is in read-only mode until it rejoins a quorum"},
	{"noauth", "NoAuth", denied, "the znode's ACL does not grant the client this act"},
	{"authfailed", "AuthFailed", denied, "the client's authentication was refused"},
	{"invalidacl", "InvalidACL", invalid, "the ACL the call sent is invalid"},
	{"badarguments", "BadArguments", invalid, "the call's arguments are invalid"},
	{"nochildrenforephemerals", "NoChildrenForEphemerals", invalid, "an ephemeral znode cannot have children"},
	// Set 1660: UNIMPLEMENTED, the server does not offer the operation
	// (TTL nodes without zookeeper.extendedTypesEnabled, an op newer than
	// the server): a missing capability, no argument repairs it.
	{"unimplemented", "Unimplemented", premise, "the server does not offer this operation (TTL nodes switched off, an older server)"},
}

// goZKWords are go-zookeeper's (github.com/go-zookeeper/zk constants.go)
// texts for the same codes; its ErrSessionExpired is read in sessiongone.go.
var goZKWords = newMatcher([]pattern{
	{text: "zk: node does not exist", kind: premise, reason: "zookeeper: the znode the step rests on does not exist"},
	{text: "zk: node already exists", kind: conflict, reason: "zookeeper: the znode the step was to create already exists"},
	{text: "zk: version conflict", kind: premise, reason: "zookeeper: the znode moved on since the step read its version: read it again and repeat the change"},
	{text: "zk: node has children", kind: premise, reason: "zookeeper: the znode still has children: remove them first"},
	{text: "zk: not authenticated", kind: denied, reason: "zookeeper: the znode's ACL does not grant the client this act"},
	{text: "zk: client authentication failed", kind: denied, reason: "zookeeper: the client's authentication was refused"},
	{text: "zk: invalid acl specified", kind: invalid, reason: "zookeeper: the ACL the call sent is invalid"},
	{text: "zk: ephemeral nodes may not have children", kind: invalid, reason: "zookeeper: an ephemeral znode cannot have children"},
	{text: "zk: connection closed", kind: transient, reason: "zookeeper: the connection to the ensemble closed"},
	{text: "zk: could not connect to a server", kind: transient, reason: "zookeeper: no server of the ensemble answered"},
	// Set 1660: go-zookeeper's lock recipe (lock.go) and four-letter-word
	// helpers (flw.go). ErrDeadlock: this Lock already holds the lock the
	// step was to take (conflict: carry on holding it); ErrNotLocked: an
	// Unlock of a lock never taken, the belief that it is held is false;
	// a srvr or cons answer that arrived but does not parse is unusable.
	{text: "zk: trying to acquire a lock twice", kind: conflict, reason: "zookeeper: this lock is already held by the same Lock: the step's lock is in place"},
	{text: "zk: not locked", kind: premise, reason: "zookeeper: the lock to release was never acquired: the belief that it is held is false"},
	{text: "unable to parse fields from zookeeper response", kind: ambiguous, reason: "zookeeper: the four-letter-word answer arrived but could not be parsed"},
})
