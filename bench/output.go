package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// WriteTable writes the report for a terminal: the policies' metrics, the
// success per family, the targets, and where rung's excess over the oracle
// comes from.
func (r *Report) WriteTable(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "rung bench: %d scenarios (%d recoverable), seed %d, mix %s\n\n", r.Scenarios, r.Recoverable, r.Seed, r.Mix.Name)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "policy\tsuccess\ttokens\trepair\treplan\ttool calls\twasted\tmean time\ttime to hand back\tduplicates\twrong hand-backs\t")
	for _, s := range r.Policies {
		fmt.Fprintf(tw, "%s\t%.1f%%\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t%d\t%d\t\n", s.Policy, s.SuccessRate, s.Tokens,
			s.ByPurpose["repair"], s.ByPurpose["replan"]+s.ByPurpose["plan"], s.ToolCalls, s.Wasted,
			seconds(s.MeanElapsedMS), seconds(s.HandbackMS), s.Duplicates, s.WrongHandbacks)
	}
	tw.Flush()

	b.WriteString("\ncompleted per family (scenarios with that failure):\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := "family\tscenarios\t"
	for _, s := range r.Policies {
		head += string(s.Policy) + "\t"
	}
	fmt.Fprintln(tw, head)
	for _, f := range Families {
		n := r.Workload[f]
		if n == 0 {
			continue
		}
		line := fmt.Sprintf("%s\t%d\t", f, n)
		for _, s := range r.Policies {
			line += fmt.Sprintf("%d\t", s.ByFamily[f].Completed)
		}
		fmt.Fprintln(tw, line)
	}
	tw.Flush()

	if len(r.Targets) > 0 {
		b.WriteString("\ntargets (rung's default policy):\n")
		for _, t := range r.Targets {
			mark := "met   "
			if !t.Met {
				mark = "MISSED"
			}
			fmt.Fprintf(&b, "  %s %s: %s\n", mark, t.Name, t.Detail)
		}
	}
	if len(r.Gaps) > 0 {
		b.WriteString("\nrung vs the oracle, per family (extra tokens and calls; rung's usual decisions on single-failure scenarios):\n")
		tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "family\tcompleted\toracle\textra tokens\tof which the floor's\textra calls\twasted\tdecisions\t")
		for _, g := range r.Gaps {
			var ds []string
			for _, d := range g.Decisions {
				ds = append(ds, fmt.Sprintf("%s (%d)", d.Value, d.N))
			}
			floor := "-"
			if g.FloorTokens != nil {
				floor = fmt.Sprintf("%+d", *g.FloorTokens)
			}
			fmt.Fprintf(tw, "%s\t%d\t%d\t%+d\t%s\t%+d\t%d\t%s\t\n", g.Family, g.Completed, g.Oracle, g.ExtraTokens, floor, g.ExtraCalls, g.Wasted, strings.Join(ds, "; "))
		}
		tw.Flush()
	}
	_, err := w.Write(b.Bytes())
	return err
}

func seconds(ms float64) string { return fmt.Sprintf("%.1fs", ms/1000) }

// WriteSVG writes a self-contained SVG chart: one panel per metric
// (success rate, tokens per scenario, wasted calls per scenario, duplicate
// side effects), one bar per policy.
func (r *Report) WriteSVG(w io.Writer) error {
	type panel struct {
		title string
		value func(Summary) float64
		label func(float64) string
		scale float64 // the full bar; 0: the largest value
	}
	n := float64(max(r.Scenarios, 1))
	panels := []panel{
		{"success rate (%)", func(s Summary) float64 { return s.SuccessRate }, func(v float64) string { return fmt.Sprintf("%.1f%%", v) }, 100},
		{"tokens per scenario", func(s Summary) float64 { return float64(s.Tokens) / n }, func(v float64) string { return fmt.Sprintf("%.0f", v) }, 0},
		{"wasted calls per scenario", func(s Summary) float64 { return float64(s.Wasted) / n }, func(v float64) string { return fmt.Sprintf("%.2f", v) }, 0},
		{"duplicate side effects", func(s Summary) float64 { return float64(s.Duplicates) }, func(v float64) string { return fmt.Sprintf("%.0f", v) }, 0},
		{"wrong hand-backs", func(s Summary) float64 { return float64(s.WrongHandbacks) }, func(v float64) string { return fmt.Sprintf("%.0f", v) }, 0},
	}
	colors := map[Policy]string{Rung: "#1f77b4", RungInteractive: "#6baed6", Naive: "#d62728", Backoff: "#ff7f0e", Replan: "#9467bd", Oracle: "#2ca02c", Floor: "#98df8a"}
	const (
		width  = 760
		left   = 150
		barH   = 16
		gap    = 4
		right  = 90
		header = 48
	)
	panelH := 28 + len(r.Policies)*(barH+gap) + 12
	height := header + len(panels)*panelH
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<title>rung bench: %d scenarios, seed %d, mix %s</title>`+"\n", r.Scenarios, r.Seed, html.EscapeString(r.Mix.Name))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="12" y="24" font-size="16" font-weight="bold">rung bench: %d scenarios, seed %d, mix %s</text>`+"\n", r.Scenarios, r.Seed, html.EscapeString(r.Mix.Name))
	for i, p := range panels {
		y0 := header + i*panelH
		fmt.Fprintf(&b, `<text x="12" y="%d" font-weight="bold">%s</text>`+"\n", y0+16, html.EscapeString(p.title))
		top := p.scale
		for _, s := range r.Policies {
			top = max(top, p.value(s))
		}
		if top == 0 {
			top = 1
		}
		for j, s := range r.Policies {
			y := y0 + 26 + j*(barH+gap)
			v := p.value(s)
			bw := int(float64(width-left-right) * v / top)
			color := colors[s.Policy]
			if color == "" {
				color = "#888"
			}
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%s</text>`, left-8, y+barH-4, html.EscapeString(string(s.Policy)))
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, left, y, bw, barH, color)
			fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", left+bw+6, y+barH-4, p.label(v))
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
