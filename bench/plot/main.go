package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/kernlab/kern/bench/internal/measure"
)

// infoFlags collects repeated -info lines.
type infoFlags []string

func (f *infoFlags) String() string     { return strings.Join(*f, "; ") }
func (f *infoFlags) Set(s string) error { *f = append(*f, s); return nil }

func main() {
	prefix := flag.String("o", "", "output prefix: writes PREFIX.json, PREFIX.md and PREFIX.png")
	title := flag.String("title", "kern benchmarks", "report title")
	machine := flag.String("machine", "", "the CPU the run measured and its SIMD extensions (the Targets section names it)")
	var info infoFlags
	flag.Var(&info, "info", "a line about the machine or the run (repeatable)")
	flag.Parse()
	if err := run(*prefix, *title, *machine, info, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "plot:", err)
		os.Exit(1)
	}
}

// Report is PREFIX.json.
type Report struct {
	Title string    `json:"title"`
	Info  []string  `json:"info"`
	Rows  []Derived `json:"rows"`
}

func run(prefix, title, machine string, info []string, inputs []string) error {
	if prefix == "" || len(inputs) == 0 {
		return fmt.Errorf("usage: plot -o PREFIX ROWS.json...")
	}
	var rows []measure.Row
	for _, in := range inputs {
		f, err := os.Open(in)
		if err != nil {
			return err
		}
		rs, err := measure.Read(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", in, err)
		}
		rows = append(rows, rs...)
	}
	ds := derive(rows)
	js, err := json.MarshalIndent(Report{Title: title, Info: info, Rows: ds}, "", " ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(prefix+".json", append(js, '\n'), 0o644); err != nil {
		return err
	}
	md, err := os.Create(prefix + ".md")
	if err != nil {
		return err
	}
	if err := markdown(md, title, machine, info, ds); err != nil {
		md.Close()
		return err
	}
	if err := md.Close(); err != nil {
		return err
	}
	png, err := os.Create(prefix + ".png")
	if err != nil {
		return err
	}
	if err := writePNG(png, ds); err != nil {
		png.Close()
		return err
	}
	return png.Close()
}
