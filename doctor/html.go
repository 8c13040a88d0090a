package doctor

import (
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/rungkit/rung"
)

// Colours of the rungs, token purposes and timeline marks; docs/doctor.md
// has the legend.
var (
	rungColor = map[string]string{
		"retry": "#d9822b", "repair": "#8e6ac8", "skip": "#4aa3a2", "reroute": "#3b7dd8", "probe": "#7a9a3a",
		"replan": "#c8553d", "replay": "#2f8f5b", "handback": "#6c757d", "abort": "#212529",
	}
	purposeColor = map[string]string{"plan": "#1c7ed6", "repair": "#8e6ac8", "replan": "#c8553d", "other": "#adb5bd"}
	markColor    = map[string]string{
		"call": "#9aa5b1", "ok": "#2f9e44", "failure": "#e03131", "transient": "#f08c00", "plan": "#1c7ed6",
		"model": "#7048e8", "end": "#212529", "skip": "#4aa3a2", "skipped": "#4aa3a2", "probe": "#7a9a3a",
		"failed": "#a61e4d", "never_ran": "#dee2e6", "superseded": "#dee2e6",
		"precondition": "#7a9a3a", "replay": "#2f8f5b",
	}
)

func colorOf(m map[string]string, k string) string {
	if c, ok := m[k]; ok {
		return c
	}
	if c, ok := rungColor[k]; ok {
		return c
	}
	return "#adb5bd"
}

type htmlBar struct {
	Label, Value, Color string
	Y, W                int
}

type htmlMark struct {
	X, Y, W, H int
	Color      string
	Title      string
}

type htmlLane struct {
	Label string
	Y     int
}

type htmlPage struct {
	A           *Analysis
	Headline    string
	Rungs       []htmlBar
	RungsH      int
	Tokens      []htmlBar
	TokensH     int
	TokenTotal  string
	Run         *Run
	Lanes       []htmlLane
	Marks       []htmlMark
	TimelineW   int
	TimelineH   int
	TimeSpan    string
	Ratio       string
	Legend      []htmlBar
	TellTitles  map[string]string
	RunTokens   func(*Run) string
	RunCount    int
	OtherRuns   int
	RungsTotal  int
	EventsTotal string
}

const (
	barLeft  = 110
	barWidth = 520
	barStep  = 30
	laneH    = 26
	laneLeft = 150
)

func bars(list []kv, colors map[string]string) ([]htmlBar, int) {
	total := sum(list)
	maxV := 1
	for _, e := range list {
		maxV = max(maxV, e.v)
	}
	out := make([]htmlBar, len(list))
	for i, e := range list {
		out[i] = htmlBar{Label: e.k, Value: group(e.v) + " (" + pct(e.v, total) + ")", Color: colorOf(colors, e.k),
			Y: 10 + i*barStep, W: max(2, e.v*barWidth/maxV)}
	}
	return out, 20 + len(list)*barStep
}

// pickRun returns the run to draw: the named one, else the one with the
// most tells, then the most events.
func (a *Analysis) pickRun(id string) *Run {
	var best *Run
	for _, r := range a.Runs {
		if id != "" {
			if r.ID == id {
				return r
			}
			continue
		}
		if best == nil || len(r.Tells) > len(best.Tells) || (len(r.Tells) == len(best.Tells) && r.Events > best.Events) {
			best = r
		}
	}
	return best
}

// WriteHTML writes a self-contained HTML report (inline CSS and SVG, no
// external resources) with the rung distribution, tokens by purpose, the
// timeline of one run (run, or the most telling one when empty), the tells
// and the runs.
func (a *Analysis) WriteHTML(w io.Writer, run string) error {
	p := &htmlPage{A: a, Headline: a.headline(), TellTitles: TellTitles, RunCount: len(a.Runs)}
	p.Rungs, p.RungsH = bars(rungCounts(a.Rungs), rungColor)
	p.RungsTotal = sum(rungCounts(a.Rungs))
	tokens := tokenCounts(a.Tokens)
	p.Tokens, p.TokensH = bars(tokens, purposeColor)
	p.TokenTotal = group(sum(tokens))
	p.EventsTotal = group(a.Events)
	p.RunTokens = func(r *Run) string { return group(sumMap(r.Tokens)) }
	if rr := a.RetryRecovery; rr.Ratio != nil {
		p.Ratio = fmt.Sprintf("%.1f", *rr.Ratio)
	} else {
		p.Ratio = "n/a"
	}
	if r := a.pickRun(run); r != nil {
		p.Run = r
		p.OtherRuns = len(a.Runs) - 1
		lanes := map[string]int{"": 0}
		p.Lanes = []htmlLane{{Label: "plans, model", Y: 20}}
		marks := r.timeline
		dx := 24
		if len(marks) > 0 {
			dx = max(6, min(40, 1000/len(marks)))
		}
		for _, m := range marks {
			lane := m.Step
			if m.Type == "plan" || m.Type == "model_call" || m.Type == "run_end" || (m.Type == "terminal" && m.Step == "") {
				lane = ""
			}
			if _, ok := lanes[lane]; !ok {
				lanes[lane] = len(p.Lanes)
				p.Lanes = append(p.Lanes, htmlLane{Label: lane, Y: 20 + len(p.Lanes)*laneH})
			}
		}
		for i, m := range marks {
			lane := lanes[m.Step]
			if m.Type == "plan" || m.Type == "model_call" || m.Type == "run_end" || (m.Type == "terminal" && m.Step == "") {
				lane = 0
			}
			title := fmt.Sprintf("#%d %s", m.Seq, m.Type)
			if m.Step != "" {
				title += " " + m.Step
			}
			if m.Plan > 0 {
				title += fmt.Sprintf(" (plan %d)", m.Plan)
			}
			if text := m.Text(); text != "" {
				title += ": " + text
			}
			if !m.At.IsZero() {
				title += " at " + m.At.UTC().Format("15:04:05.000")
			}
			h := laneH - 8
			if m.Type == "decision" || m.Type == "skip" {
				h = laneH / 2
			}
			p.Marks = append(p.Marks, htmlMark{X: laneLeft + i*dx, Y: 20 + lane*laneH - h/2 + 0, W: max(3, dx-2), H: h,
				Color: colorOf(markColor, m.Class), Title: title})
		}
		p.TimelineW = laneLeft + len(marks)*dx + 20
		p.TimelineH = 20 + len(p.Lanes)*laneH
		if !r.Start.IsZero() {
			p.TimeSpan = fmt.Sprintf("%s to %s UTC (%s)", r.Start.UTC().Format("2006-01-02 15:04:05"), r.End.UTC().Format("15:04:05"), rung.DurationText(r.End.Sub(r.Start)))
		}
	}
	p.Legend = legend()
	return p.write(w)
}

// legendOrder lists every class a timeline mark can be drawn as, marks then
// rungs, in the order the legend gives them; TestLegendCoversEveryColour
// keeps it in step with markColor and rungColor.
var legendOrder = []string{
	"call", "ok", "failure", "transient", "failed", "plan", "model", "skip", "skipped", "end",
	"probe", "precondition", "replay", "never_ran", "superseded",
	"retry", "repair", "reroute", "replan", "handback", "abort",
}

// legend gives one swatch per colour, naming every class drawn in it
// ("skip / skipped"), so two classes sharing a colour read as one entry.
func legend() []htmlBar {
	var out []htmlBar
	at := map[string]int{}
	for _, k := range legendOrder {
		c := colorOf(markColor, k)
		if i, ok := at[c]; ok {
			out[i].Label += " / " + k
			continue
		}
		at[c] = len(out)
		out = append(out, htmlBar{Label: k, Color: c})
	}
	return out
}

// write renders the page with html.EscapeString instead of html/template:
// executing any text/template makes the linker keep every exported method
// of every type in the binary (templates look methods up by name at run
// time), which doubled the size of the rung binary with the LLM SDKs'
// generated types. Every value below is either an int or escaped; all
// attributes are double-quoted, so escaping is enough in both places.
func (p *htmlPage) write(w io.Writer) error {
	b := &strings.Builder{}
	e := html.EscapeString
	pr := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	a := p.A
	b.WriteString(htmlHead)
	pr("<h1>rung doctor</h1>\n<div class=\"muted\">%s</div>\n\n", e(p.Headline))

	b.WriteString("<h2>Summary</h2>\n<div class=\"grid\">\n")
	pr("<div class=\"card\"><div class=\"muted\">what the rungs point to</div><div>%s</div></div>\n", e(a.Distribution.Points))
	rr := a.RetryRecovery
	pr("<div class=\"card\"><div class=\"muted\">retry-to-recovery ratio</div><div class=\"big\" id=\"ratio\">%s</div>\n", e(p.Ratio))
	pr("<div>%d retried attempts, %d recoveries (%d after retries)</div><div class=\"muted\">%s</div></div>\n", rr.Retries, rr.Recoveries, rr.RetriedRecoveries, e(rr.Reading))
	pr("<div class=\"card\"><div class=\"muted\">tells</div><div class=\"big\" id=\"tell-count\">%d</div></div>\n</div>\n\n", len(a.Tells))

	chart := func(title, id string, h int, label string, list []htmlBar, empty string) {
		pr("%s\n<svg class=\"chart\" id=\"%s\" width=\"760\" height=\"%d\" viewBox=\"0 0 760 %d\" role=\"img\" aria-label=\"%s\">\n", title, id, h, h, label)
		for _, r := range list {
			pr("<text x=\"100\" y=\"%d\" text-anchor=\"end\">%s</text>\n", r.Y+15, e(r.Label))
			pr("<rect class=\"bar\" data-key=\"%s\" x=\"110\" y=\"%d\" width=\"%d\" height=\"20\" fill=\"%s\"><title>%s: %s</title></rect>\n", e(r.Label), r.Y, r.W, e(r.Color), e(r.Label), e(r.Value))
			pr("<text x=\"%d\" y=\"%d\">%s</text>\n", r.W+116, r.Y+15, e(r.Value))
		}
		if len(list) == 0 {
			pr("<text x=\"10\" y=\"20\">%s</text>", empty)
		}
		b.WriteString("\n</svg>\n\n")
	}
	chart(fmt.Sprintf("<h2>Rung distribution (%d decisions)</h2>", p.RungsTotal), "chart-rungs", p.RungsH, "rung distribution", p.Rungs, "no decisions")
	chart(fmt.Sprintf("<h2>Tokens by purpose (%s tokens)</h2>", e(p.TokenTotal)), "chart-tokens", p.TokensH, "tokens by purpose", p.Tokens, "no model calls")

	if r := p.Run; r != nil {
		pr("<h2>Timeline of run %s</h2>\n<div class=\"muted\">%s", e(r.ID), e(r.Outcome))
		if r.Reason != "" {
			pr(": %s", e(r.Reason))
		}
		if p.TimeSpan != "" {
			pr(" &middot; %s", e(p.TimeSpan))
		}
		if p.OtherRuns != 0 {
			pr(" &middot; %d other runs not drawn (rung doctor --run ID)", p.OtherRuns)
		}
		if r.Truncated {
			b.WriteString(" &middot; only the first marks are drawn")
		}
		b.WriteString("</div>\n<div>")
		for _, l := range p.Legend {
			pr("<span class=\"swatch\" style=\"background:%s\"></span>%s", e(l.Color), e(l.Label))
		}
		pr("</div>\n<div style=\"overflow-x:auto\"><svg class=\"chart\" id=\"chart-timeline\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"timeline\">\n", p.TimelineW, p.TimelineH, p.TimelineW, p.TimelineH)
		for _, l := range p.Lanes {
			pr("<text x=\"140\" y=\"%d\" text-anchor=\"end\">%s</text><line x1=\"150\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#e9ecef\"/>\n", l.Y+4, e(l.Label), p.TimelineW, l.Y, l.Y)
		}
		for _, m := range p.Marks {
			pr("<rect class=\"mark\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" rx=\"2\"><title>%s</title></rect>\n", m.X, m.Y, m.W, m.H, e(m.Color), e(m.Title))
		}
		b.WriteString("</svg></div>")
	}

	pr("\n\n<h2>Tells (%d)</h2>\n", len(a.Tells))
	for _, t := range a.Tells {
		pr("<div class=\"tell\" data-tell=\"%s\"><h3>%s: %s</h3>\n", e(t.ID), e(t.ID), e(TellTitles[t.ID]))
		pr("<div>run <b>%s</b>", e(t.Run))
		if t.Tool != "" {
			pr(", tool <b>%s</b>", e(t.Tool))
		}
		pr(": %s</div>\n<ul>", e(t.Summary))
		for _, ev := range t.Evidence {
			pr("<li>%s</li>", e(ev))
		}
		pr("</ul><div class=\"muted\">%s</div></div>\n", e(t.Meaning))
	}
	if len(a.Tells) == 0 {
		b.WriteString("<div class=\"none\">No tells: nothing in these traces retried a wall, replanned in circles, skipped silently or spent most of its tokens deliberating.</div>")
	}

	pr("\n\n<h2>Runs (%d)</h2>\n", p.RunCount)
	b.WriteString("<table><tr><th>run</th><th>outcome</th><th>plans</th><th>calls</th><th>failures</th><th>tokens</th><th>tells</th></tr>\n")
	for _, r := range a.Runs {
		pr("<tr><td>%s</td><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%s</td><td>%s</td></tr>\n",
			e(r.ID), e(r.Outcome), r.Plans, r.ToolCalls, r.Failures, e(p.RunTokens(r)), e(strings.Join(r.Tells, ", ")))
	}
	b.WriteString("</table>\n")
	if len(a.Errors) > 0 {
		pr("<h2>Unreadable lines (%d)</h2><ul>", len(a.Errors))
		for _, msg := range a.Errors {
			pr("<li>%s</li>", e(msg))
		}
		b.WriteString("</ul>")
	}
	b.WriteString(htmlTail)
	_, err := io.WriteString(w, b.String())
	return err
}

const htmlHead = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>rung doctor</title>
<style>
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px 32px;color:#212529;background:#fff}
h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #dee2e6;padding-bottom:4px}
.muted{color:#6c757d} .grid{display:flex;flex-wrap:wrap;gap:32px}
.card{border:1px solid #dee2e6;border-radius:6px;padding:12px 16px;min-width:300px}
.big{font-size:26px;font-weight:600} table{border-collapse:collapse} td,th{padding:4px 10px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}
.tell{border-left:4px solid #e03131;padding:6px 12px;margin:10px 0;background:#fff5f5} .tell h3{margin:0;font-size:15px}
.none{border-left:4px solid #2f9e44;padding:6px 12px;background:#ebfbee}
svg text{font:12px system-ui,sans-serif;fill:#212529} .swatch{display:inline-block;width:12px;height:12px;border-radius:2px;margin:0 4px 0 12px;vertical-align:middle}
#render-check{display:none}
</style></head><body>
`

const htmlTail = `
<pre id="render-check"></pre>
<script>
(function(){var out=[];document.querySelectorAll('svg.chart').forEach(function(s){var r=s.getBoundingClientRect();var n=s.querySelectorAll('rect.bar,rect.mark').length;var ok=r.width>0&&r.height>0&&n>0;s.setAttribute('data-rendered',ok?'yes':'no');out.push(s.id+' '+Math.round(r.width)+'x'+Math.round(r.height)+' shapes='+n+' '+(ok?'rendered':'empty'));});document.getElementById('render-check').textContent=out.join('\n');})();
</script>
</body></html>
`
