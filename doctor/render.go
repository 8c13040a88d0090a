package doctor

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// WriteJSON writes the analysis as one indented JSON document.
func (a *Analysis) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(a)
}

// rungCounts returns the rungs with a count, in ladder order, then any
// others by name.
func rungCounts(m map[string]int) []kv {
	var out []kv
	for _, r := range Rungs {
		if m[r] > 0 {
			out = append(out, kv{r, m[r]})
		}
	}
	var extra []kv
	for k, v := range m {
		if v > 0 && !contains(Rungs, k) {
			extra = append(extra, kv{k, v})
		}
	}
	sort.Slice(extra, func(i, j int) bool { return extra[i].k < extra[j].k })
	return append(out, extra...)
}

// Purposes is the order in which token purposes are listed.
var Purposes = []string{"plan", "repair", "replan", "other"}

func tokenCounts(m map[string]int) []kv {
	var out []kv
	for _, p := range Purposes {
		if m[p] > 0 {
			out = append(out, kv{p, m[p]})
		}
	}
	var extra []kv
	for k, v := range m {
		if v > 0 && !contains(Purposes, k) {
			extra = append(extra, kv{k, v})
		}
	}
	sort.Slice(extra, func(i, j int) bool { return extra[i].k < extra[j].k })
	return append(out, extra...)
}

type kv struct {
	k string
	v int
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func sum(list []kv) int {
	n := 0
	for _, e := range list {
		n += e.v
	}
	return n
}

func pct(n, total int) string {
	if total == 0 {
		return "0%"
	}
	return strconv.Itoa(int(float64(n)*100/float64(total)+0.5)) + "%"
}

// group renders n with thousands separators: 71,400.
func group(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if strings.HasSuffix(word, "y") {
		return group(n) + " " + word[:len(word)-1] + "ies"
	}
	return group(n) + " " + word + "s"
}

func (a *Analysis) headline() string {
	return fmt.Sprintf("%s, %s, %s", plural(len(a.Sources), "trace"), plural(len(a.Runs), "run"), plural(a.Events, "event"))
}

func (rr RetryRecovery) text() string {
	s := fmt.Sprintf("%s, %s (%d after retries)", plural(rr.Retries, "retried attempt"), plural(rr.Recoveries, "recovery"), rr.RetriedRecoveries)
	if rr.Ratio != nil {
		s += fmt.Sprintf(": ratio %.1f", *rr.Ratio)
	}
	return s + ". " + rr.Reading
}

// WriteText writes the analysis for a terminal.
func (a *Analysis) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "rung doctor: %s\n", a.headline())
	rungs := rungCounts(a.Rungs)
	total := sum(rungs)
	fmt.Fprintf(&b, "\nRung distribution (%s)\n", plural(total, "decision"))
	for _, e := range rungs {
		bar := strings.Repeat("#", max(1, e.v*30/max(total, 1)))
		fmt.Fprintf(&b, "  %-9s %6s %4s  %s\n", e.k, group(e.v), pct(e.v, total), bar)
	}
	fmt.Fprintf(&b, "  -> %s\n", a.Distribution.Points)
	fmt.Fprintf(&b, "\nRetry-to-recovery: %s\n", a.RetryRecovery.text())
	tokens := tokenCounts(a.Tokens)
	if tt := sum(tokens); tt > 0 {
		var parts []string
		for _, e := range tokens {
			parts = append(parts, fmt.Sprintf("%s %s (%s)", e.k, group(e.v), pct(e.v, tt)))
		}
		fmt.Fprintf(&b, "Tokens by purpose: %s\n", strings.Join(parts, ", "))
	}
	if len(a.Tells) == 0 {
		b.WriteString("\nNo tells.\n")
	} else {
		fmt.Fprintf(&b, "\nTells (%d)\n", len(a.Tells))
		for _, t := range a.Tells {
			where := "run " + t.Run
			if t.Tool != "" {
				where += ", " + t.Tool
			} else if t.Step != "" {
				where += ", " + t.Step
			}
			fmt.Fprintf(&b, "  [%s] %s: %s\n", t.ID, where, t.Summary)
			for _, e := range t.Evidence {
				fmt.Fprintf(&b, "      - %s\n", e)
			}
			fmt.Fprintf(&b, "      %s\n", t.Meaning)
		}
	}
	fmt.Fprintf(&b, "\nRuns\n")
	for _, r := range a.Runs {
		fmt.Fprintf(&b, "  %s  %s  %s, %s, %s", r.ID, orDash(r.Outcome), plural(r.Plans, "plan"), plural(r.ToolCalls, "call"), plural(sumMap(r.Tokens), "token"))
		if len(r.Tells) > 0 {
			fmt.Fprintf(&b, "  tells: %s", strings.Join(r.Tells, ", "))
		}
		b.WriteByte('\n')
	}
	if len(a.Errors) > 0 {
		fmt.Fprintf(&b, "\nUnreadable lines (%d)\n", len(a.Errors))
		for _, e := range a.Errors {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func sumMap(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// mdEscape keeps text from breaking a Markdown table or starting markup.
func mdEscape(s string) string {
	r := strings.NewReplacer("|", `\|`, "\n", " ", "<", "&lt;", ">", "&gt;", "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`)
	return r.Replace(s)
}

// WriteMarkdown writes the analysis as Markdown.
func (a *Analysis) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# rung doctor\n\n%s.\n\n## Rung distribution\n\n", a.headline())
	rungs := rungCounts(a.Rungs)
	total := sum(rungs)
	if total == 0 {
		b.WriteString("No decisions.\n\n")
	} else {
		b.WriteString("| rung | decisions | share |\n|---|---:|---:|\n")
		for _, e := range rungs {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", e.k, group(e.v), pct(e.v, total))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "**What it points to:** %s\n\n", mdEscape(a.Distribution.Points))
	fmt.Fprintf(&b, "**Retry-to-recovery:** %s\n\n", mdEscape(a.RetryRecovery.text()))
	if tokens := tokenCounts(a.Tokens); len(tokens) > 0 {
		tt := sum(tokens)
		b.WriteString("## Tokens by purpose\n\n| purpose | tokens | share |\n|---|---:|---:|\n")
		for _, e := range tokens {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", e.k, group(e.v), pct(e.v, tt))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "## Tells (%d)\n\n", len(a.Tells))
	if len(a.Tells) == 0 {
		b.WriteString("No tells.\n\n")
	}
	for _, t := range a.Tells {
		fmt.Fprintf(&b, "### %s: %s\n\n", t.ID, mdEscape(TellTitles[t.ID]))
		fmt.Fprintf(&b, "Run `%s`", strings.ReplaceAll(t.Run, "`", ""))
		if t.Tool != "" {
			fmt.Fprintf(&b, ", tool `%s`", strings.ReplaceAll(t.Tool, "`", ""))
		}
		fmt.Fprintf(&b, ": %s\n\n", mdEscape(t.Summary))
		for _, e := range t.Evidence {
			fmt.Fprintf(&b, "- %s\n", mdEscape(e))
		}
		fmt.Fprintf(&b, "\n%s\n\n", mdEscape(t.Meaning))
	}
	b.WriteString("## Runs\n\n| run | outcome | plans | calls | tokens | tells |\n|---|---|---:|---:|---:|---|\n")
	for _, r := range a.Runs {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %s | %s |\n", mdEscape(r.ID), orDash(r.Outcome), r.Plans, r.ToolCalls, group(sumMap(r.Tokens)), strings.Join(r.Tells, ", "))
	}
	if len(a.Errors) > 0 {
		fmt.Fprintf(&b, "\n## Unreadable lines (%d)\n\n", len(a.Errors))
		for _, e := range a.Errors {
			fmt.Fprintf(&b, "- %s\n", mdEscape(e))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
