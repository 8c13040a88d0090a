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
	return matchWords(goZKWords, t)
}

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
})
