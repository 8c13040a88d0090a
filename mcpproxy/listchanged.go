package mcpproxy

import (
	"context"
	"slices"
	"sort"
	"time"
)

// relistTimeout bounds listing a server's tools again.
const relistTimeout = 30 * time.Second

// relist lists server i's tools again, after it said its list changed
// (notifications/tools/list_changed), and serves what it offers now: new
// tools are added, changed ones replaced, gone ones removed. The SDK's
// server then tells every connected client its list changed (legacy
// sessions at once, 2026-07-28 ones on their subscriptions/listen stream).
// A tool another server already serves under the same name is left out,
// as is one whose schema the SDK refuses; a listing that fails keeps what
// was served.
func (p *Proxy) relist(i int) {
	select {
	case <-p.ready:
	case <-p.stop:
		return
	}
	p.relmu.Lock()
	defer p.relmu.Unlock()
	c := p.clients[i]
	spec := p.cfg.Servers[i]
	ctx, cancel := context.WithTimeout(context.Background(), relistTimeout)
	defer cancel()
	listed, err := c.ListTools(ctx)
	if err != nil {
		p.opts.Logger.Warn("mcp-proxy: listing a server's changed tools failed; serving what it offered before", "server", describe(spec), "error", err)
		return
	}
	offered := map[string]bool{}
	for _, l := range listed {
		name := l.MCP.Name
		if len(p.cfg.Servers) > 1 {
			name = spec.Name + Separator + name
		}
		if t := p.tool(name); t != nil && t.server != i {
			p.opts.Logger.Warn("mcp-proxy: tool skipped: another server offers it", "tool", name)
			continue
		}
		l.Tool = c.PassThrough(l)
		if err := p.add(i, name, l); err != nil {
			p.opts.Logger.Warn("mcp-proxy: tool skipped", "tool", name, "error", err)
			continue
		}
		offered[name] = true
	}
	var gone []string
	p.tmu.Lock()
	for name, t := range p.tools {
		if t.server == i && !offered[name] {
			gone = append(gone, name)
			delete(p.tools, name)
		}
	}
	p.names = p.names[:0]
	for name := range p.tools {
		p.names = append(p.names, name)
	}
	sort.Strings(p.names)
	p.tmu.Unlock()
	if len(gone) > 0 {
		slices.Sort(gone)
		p.server.RemoveTools(gone...)
	}
}
