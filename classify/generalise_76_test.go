package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise76 checks the class set 76 missed (i76-mcp-memory-path-is-dir):
// a filesystem errno answered by a tool that takes no path. A knowledge-graph
// memory server's tools take entities, relations and queries; every call
// reads and writes the one store file its configuration names
// (modelcontextprotocol/servers src/memory index.ts loadGraph/saveGraph over
// MEMORY_FILE_PATH), so EISDIR, ENOTDIR, EACCES or EROFS there is about that
// file, not the call, and every call meets it until the file or the setting
// is fixed: premise. The other lines are other servers' and runtimes'
// wordings of the same class, none of them in a held-out set; the controls
// keep the same errno from a tool that takes a path (the filesystem server's
// read_text_file on a folder) the call's own, and a memory tool's own
// missing entity premise.
func TestGeneralise76(t *testing.T) {
	cases := []wordingCase{
		{"store is a directory: set 76: server-memory via the TS SDK (CallToolResult JSON)", "mcp", 0, "", `tool memory.search_nodes: {"content":[{"type":"text","text":"EISDIR: illegal operation on a directory, read"}],"isError":true}`, rung.KindPremise},
		{"store is a directory: server-memory's isError text as a client prints it (Node fs.readFile on a directory)", "mcp", 0, "isError", "tool memory.read_graph: EISDIR: illegal operation on a directory, read", rung.KindPremise},
		{"store not writable: shaneholloman/mcp-knowledge-graph (Node fs.writeFile on its .aim memory file; Node's EACCES wording)", "mcp", 0, "", `tool aim.create_entities: {"content":[{"type":"text","text":"EACCES: permission denied, open '/home/anna/.aim/memory.jsonl'"}],"isError":true}`, rung.KindPremise},
		{"store on a read-only file system: server-memory in a read-only container, default store beside dist/index.js (Node's EROFS wording)", "", 0, "", `add_observations: {"content":[{"type":"text","text":"EROFS: read-only file system, open '/app/dist/memory.jsonl'"}],"isError":true}`, rung.KindPremise},
		{"store is a directory: a Python knowledge-graph server (open() on a directory: IsADirectoryError's str)", "mcp", 0, "isError", "create_relations: [Errno 21] Is a directory: '/data/memory.json'", rung.KindPremise},
		{"store not readable: a Go knowledge-graph server (os.ReadFile's *fs.PathError)", "mcp", 0, "isError", "tool graph.open_nodes: open /var/lib/memory/graph.json: permission denied", rung.KindPremise},
		{"store is a directory: server-memory's result JSON with no protocol named", "", 0, "", `tool memory.open_nodes: {"content":[{"type":"text","text":"EISDIR: illegal operation on a directory, read"}],"isError":true}`, rung.KindPremise},
		{"store is a directory: server-memory's text without the isError code (a client's thrown Error)", "mcp", 0, "", "tool memory.delete_relations: Error: EISDIR: illegal operation on a directory, read", rung.KindPremise},
		// Controls.
		{"path the call names, control: server-filesystem read_text_file on a folder", "mcp", 0, "", `tool fs.read_text_file: {"content":[{"type":"text","text":"EISDIR: illegal operation on a directory, read"}],"isError":true}`, rung.KindInvalid},              // the path ruling (pathkind.go)
		{"path the call names, control: server-filesystem write_file under a plain file", "mcp", 0, "", `tool fs.write_file: {"content":[{"type":"text","text":"ENOTDIR: not a directory, open '/tmp/notes/todo.md/today.md'"}],"isError":true}`, rung.KindPremise}, // the path ruling (goerr.go)
		{"memory tool's own missing entity, control: server-memory add_observations", "mcp", 0, "", `tool memory.add_observations: {"content":[{"type":"text","text":"Entity with name Dr. Keller not found"}],"isError":true}`, rung.KindPremise},
		{"path in a Go tool, control: Go os.ReadFile on a folder the call names", "go", 0, "", "tool files.read: read /home/anna/memory.json: is a directory", rung.KindInvalid}, // the path ruling (pathkind.go)
	}
	runWordingCases(t, cases)
}
