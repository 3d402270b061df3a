package main

import (
	"fmt"
	"image/color"
	"io"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// panels makes one plot per workload that has a throughput: lines of GB/s
// (GFLOP/s for matmul) against N on a log axis when the workload ran at
// several N, a bar per implementation otherwise.
func panels(ds []Derived) ([]*plot.Plot, error) {
	var ps []*plot.Plot
	for _, wl := range workloads(ds) {
		type point struct {
			n int64
			v float64
		}
		series := map[string][]point{}
		var impls []string
		ns := map[int64]bool{}
		unit := "GB/s"
		for _, d := range ds {
			v := d.GBps
			if d.GFlops > 0 {
				v, unit = d.GFlops, "GFLOP/s"
			}
			if d.Workload != wl || v == 0 {
				continue
			}
			if _, ok := series[d.Impl]; !ok {
				impls = append(impls, d.Impl)
			}
			series[d.Impl] = append(series[d.Impl], point{d.N, v})
			ns[d.N] = true
		}
		if len(impls) == 0 {
			continue
		}
		p := plot.New()
		p.Title.Text = wl
		p.Y.Label.Text = unit
		p.Legend.Top = true
		p.Legend.Left = true
		if len(ns) > 1 {
			p.X.Label.Text = "N (elements)"
			p.X.Scale = plot.LogScale{}
			p.X.Tick.Marker = plot.LogTicks{Prec: -1}
			for k, impl := range impls {
				pts := series[impl]
				slices.SortFunc(pts, func(a, b point) int { return int(a.n - b.n) })
				xy := make(plotter.XYs, len(pts))
				for i, pt := range pts {
					xy[i].X, xy[i].Y = float64(pt.n), pt.v
				}
				l, s, err := plotter.NewLinePoints(xy)
				if err != nil {
					return nil, fmt.Errorf("%s/%s: %w", wl, impl, err)
				}
				l.Color = plotutil.Color(k)
				l.Dashes = plotutil.Dashes(k / 7)
				s.Color = l.Color
				s.Shape = plotutil.Shape(k)
				p.Add(l, s)
				p.Legend.Add(impl, l, s)
			}
		} else {
			vals := make(plotter.Values, len(impls))
			for i, impl := range impls {
				vals[i] = series[impl][0].v
			}
			bars, err := plotter.NewBarChart(vals, vg.Points(18))
			if err != nil {
				return nil, fmt.Errorf("%s: %w", wl, err)
			}
			bars.Color = color.RGBA{R: 60, G: 110, B: 180, A: 255}
			p.Add(bars)
			p.NominalX(impls...)
			p.X.Tick.Label.Rotation = 0.5
			p.X.Tick.Label.XAlign = draw.XRight
			p.Legend.Top = false
		}
		p.Add(plotter.NewGrid())
		ps = append(ps, p)
	}
	return ps, nil
}

// writePNG draws the panels one under the other.
func writePNG(w io.Writer, ds []Derived) error {
	ps, err := panels(ds)
	if err != nil {
		return err
	}
	if len(ps) == 0 {
		return fmt.Errorf("no rows with a throughput to plot")
	}
	const panelH = 9 * vg.Centimeter
	img := vgimg.New(22*vg.Centimeter, panelH*vg.Length(len(ps)))
	dc := draw.New(img)
	grid := make([][]*plot.Plot, len(ps))
	for i, p := range ps {
		grid[i] = []*plot.Plot{p}
	}
	tiles := draw.Tiles{Rows: len(ps), Cols: 1, PadX: vg.Millimeter, PadY: 4 * vg.Millimeter,
		PadTop: 2 * vg.Millimeter, PadBottom: 2 * vg.Millimeter, PadLeft: 2 * vg.Millimeter, PadRight: 2 * vg.Millimeter}
	cs := plot.Align(grid, tiles, dc)
	for i, p := range ps {
		p.Draw(cs[i][0])
	}
	_, err = vgimg.PngCanvas{Canvas: img}.WriteTo(w)
	return err
}
