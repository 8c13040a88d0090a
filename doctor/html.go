package doctor

import (
	"fmt"
	"html/template"
	"io"
	"strings"
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
			p.TimeSpan = fmt.Sprintf("%s to %s UTC (%s)", r.Start.UTC().Format("2006-01-02 15:04:05"), r.End.UTC().Format("15:04:05"), r.End.Sub(r.Start))
		}
	}
	for _, k := range []string{"call", "ok", "failure", "transient", "failed", "plan", "model", "skip", "end"} {
		p.Legend = append(p.Legend, htmlBar{Label: k, Color: markColor[k]})
	}
	for _, k := range []string{"retry", "repair", "replan", "handback"} {
		p.Legend = append(p.Legend, htmlBar{Label: k, Color: rungColor[k]})
	}
	return htmlTemplate.Execute(w, p)
}

var htmlTemplate = template.Must(template.New("doctor").Funcs(template.FuncMap{
	"join":  strings.Join,
	"title": func(id string) string { return TellTitles[id] },
	"add":   func(a, b int) int { return a + b },
}).Parse(`<!DOCTYPE html>
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
<h1>rung doctor</h1>
<div class="muted">{{.Headline}}</div>

<h2>Summary</h2>
<div class="grid">
<div class="card"><div class="muted">what the rungs point to</div><div>{{.A.Distribution.Points}}</div></div>
<div class="card"><div class="muted">retry-to-recovery ratio</div><div class="big" id="ratio">{{.Ratio}}</div>
<div>{{.A.RetryRecovery.Retries}} retried attempts, {{.A.RetryRecovery.Recoveries}} recoveries ({{.A.RetryRecovery.RetriedRecoveries}} after retries)</div><div class="muted">{{.A.RetryRecovery.Reading}}</div></div>
<div class="card"><div class="muted">tells</div><div class="big" id="tell-count">{{len .A.Tells}}</div></div>
</div>

<h2>Rung distribution ({{.RungsTotal}} decisions)</h2>
<svg class="chart" id="chart-rungs" width="760" height="{{.RungsH}}" viewBox="0 0 760 {{.RungsH}}" role="img" aria-label="rung distribution">
{{range .Rungs}}<text x="100" y="{{add .Y 15}}" text-anchor="end">{{.Label}}</text>
<rect class="bar" data-key="{{.Label}}" x="110" y="{{.Y}}" width="{{.W}}" height="20" fill="{{.Color}}"><title>{{.Label}}: {{.Value}}</title></rect>
<text x="{{add .W 116}}" y="{{add .Y 15}}">{{.Value}}</text>
{{else}}<text x="10" y="20">no decisions</text>{{end}}
</svg>

<h2>Tokens by purpose ({{.TokenTotal}} tokens)</h2>
<svg class="chart" id="chart-tokens" width="760" height="{{.TokensH}}" viewBox="0 0 760 {{.TokensH}}" role="img" aria-label="tokens by purpose">
{{range .Tokens}}<text x="100" y="{{add .Y 15}}" text-anchor="end">{{.Label}}</text>
<rect class="bar" data-key="{{.Label}}" x="110" y="{{.Y}}" width="{{.W}}" height="20" fill="{{.Color}}"><title>{{.Label}}: {{.Value}}</title></rect>
<text x="{{add .W 116}}" y="{{add .Y 15}}">{{.Value}}</text>
{{else}}<text x="10" y="20">no model calls</text>{{end}}
</svg>

{{with .Run}}<h2>Timeline of run {{.ID}}</h2>
<div class="muted">{{.Outcome}}{{if .Reason}}: {{.Reason}}{{end}}{{if $.TimeSpan}} &middot; {{$.TimeSpan}}{{end}}{{if $.OtherRuns}} &middot; {{$.OtherRuns}} other runs not drawn (rung doctor --run ID){{end}}{{if .Truncated}} &middot; only the first marks are drawn{{end}}</div>
<div>{{range $.Legend}}<span class="swatch" style="background:{{.Color}}"></span>{{.Label}}{{end}}</div>
<div style="overflow-x:auto"><svg class="chart" id="chart-timeline" width="{{$.TimelineW}}" height="{{$.TimelineH}}" viewBox="0 0 {{$.TimelineW}} {{$.TimelineH}}" role="img" aria-label="timeline">
{{range $.Lanes}}<text x="140" y="{{add .Y 4}}" text-anchor="end">{{.Label}}</text><line x1="150" x2="{{$.TimelineW}}" y1="{{.Y}}" y2="{{.Y}}" stroke="#e9ecef"/>
{{end}}{{range $.Marks}}<rect class="mark" x="{{.X}}" y="{{.Y}}" width="{{.W}}" height="{{.H}}" fill="{{.Color}}" rx="2"><title>{{.Title}}</title></rect>
{{end}}</svg></div>{{end}}

<h2>Tells ({{len .A.Tells}})</h2>
{{range .A.Tells}}<div class="tell" data-tell="{{.ID}}"><h3>{{.ID}}: {{title .ID}}</h3>
<div>run <b>{{.Run}}</b>{{if .Tool}}, tool <b>{{.Tool}}</b>{{end}}: {{.Summary}}</div>
<ul>{{range .Evidence}}<li>{{.}}</li>{{end}}</ul><div class="muted">{{.Meaning}}</div></div>
{{else}}<div class="none">No tells: nothing in these traces retried a wall, replanned in circles, skipped silently or spent most of its tokens deliberating.</div>{{end}}

<h2>Runs ({{.RunCount}})</h2>
<table><tr><th>run</th><th>outcome</th><th>plans</th><th>calls</th><th>failures</th><th>tokens</th><th>tells</th></tr>
{{range .A.Runs}}<tr><td>{{.ID}}</td><td>{{.Outcome}}</td><td>{{.Plans}}</td><td>{{.ToolCalls}}</td><td>{{.Failures}}</td><td>{{call $.RunTokens .}}</td><td>{{join .Tells ", "}}</td></tr>
{{end}}</table>
{{if .A.Errors}}<h2>Unreadable lines ({{len .A.Errors}})</h2><ul>{{range .A.Errors}}<li>{{.}}</li>{{end}}</ul>{{end}}
<pre id="render-check"></pre>
<script>
(function(){var out=[];document.querySelectorAll('svg.chart').forEach(function(s){var r=s.getBoundingClientRect();var n=s.querySelectorAll('rect.bar,rect.mark').length;var ok=r.width>0&&r.height>0&&n>0;s.setAttribute('data-rendered',ok?'yes':'no');out.push(s.id+' '+Math.round(r.width)+'x'+Math.round(r.height)+' shapes='+n+' '+(ok?'rendered':'empty'));});document.getElementById('render-check').textContent=out.join('\n');})();
</script>
</body></html>
`))
