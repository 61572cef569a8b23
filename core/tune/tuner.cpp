#include "tuner.h"

#include "paramlayout.h"

#include "chess960/engine/eval.h"
#include "chess960/position.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <istream>
#include <string>

namespace chess960::engine::tune {

namespace {

constexpr double kPhases = 24;

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

bool parseResult(std::string text, double& result) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
    if (text == "1.0" || text == "1" || text == "1-0")
        result = 1.0;
    else if (text == "0.5" || text == "1/2-1/2")
        result = 0.5;
    else if (text == "0.0" || text == "0" || text == "0-1")
        result = 0.0;
    else
        return false;
    return true;
}

// The weights the formulas around the danger sum read (never tuned).
struct DangerShape {
    double mgDivisor, mgCap, egDivisor;
};

DangerShape dangerShape(const std::vector<double>& w) {
    auto at = [&](size_t offset) { return w[offset / sizeof(int)]; };
    return {at(offsetof(EvalParams, dangerMgDivisor)), at(offsetof(EvalParams, dangerMgCap)),
            at(offsetof(EvalParams, dangerEgDivisor))};
}

// How an entry's value moves with its middlegame and endgame sums and with each danger sum.
struct Slopes {
    double mg = 0, eg = 0;
    double danger[2] = {0, 0};
};

// White's evaluation of an entry, and its slopes for the gradient.
double evaluateEntry(const TuneSet& set, const TuneSet::Entry& e, const double* w,
                     const uint8_t* pairStart, const DangerShape& shape, Slopes& slopes) {
    double mg = 0, eg = 0;
    const EvalTrace::Term* terms = set.terms();
    for (uint32_t t = e.terms; t < e.termsEnd; ++t) {
        const int i = terms[t].index;
        mg += terms[t].coef * w[i];
        if (pairStart[i]) eg += terms[t].coef * w[i + 1];
    }
    double dMg[2] = {0, 0}, dEg[2] = {0, 0};
    const EvalTrace::DangerTerm* dt = set.danger();
    for (int c = 0; c < 2; ++c) {
        if (!e.dangerActive[c]) continue;
        double danger = 0;
        for (uint32_t t = e.danger[c]; t < e.dangerEnd[c]; ++t)
            danger += dt[t].coef * w[dt[t].index];
        if (danger <= 0) continue;
        const double sign = c == 0 ? -1 : 1; // danger to White's king counts against White
        const double penalty = danger * danger / shape.mgDivisor;
        if (penalty < shape.mgCap) dMg[c] = sign * 2 * danger / shape.mgDivisor;
        mg += sign * std::min(penalty, shape.mgCap);
        eg += sign * danger / shape.egDivisor;
        dEg[c] = sign / shape.egDivisor;
    }
    const int strong = eg >= 0 ? 0 : 1;
    const double scale = e.scale[strong] / 64.0;
    slopes.mg = e.phase / kPhases;
    slopes.eg = scale * (kPhases - e.phase) / kPhases;
    for (int c = 0; c < 2; ++c) slopes.danger[c] = dMg[c] * slopes.mg + dEg[c] * slopes.eg;
    return mg * slopes.mg + eg * slopes.eg + e.mopUp[strong] * (kPhases - e.phase) / kPhases;
}

// Adds scale * d(value)/d(weight) of an entry to grad.
void addGradient(const TuneSet& set, const TuneSet::Entry& e, const uint8_t* pairStart,
                 const Slopes& slopes, double scale, double* grad) {
    const EvalTrace::Term* terms = set.terms();
    for (uint32_t t = e.terms; t < e.termsEnd; ++t) {
        const int i = terms[t].index;
        grad[i] += scale * terms[t].coef * slopes.mg;
        if (pairStart[i]) grad[i + 1] += scale * terms[t].coef * slopes.eg;
    }
    const EvalTrace::DangerTerm* dt = set.danger();
    for (int c = 0; c < 2; ++c) {
        if (slopes.danger[c] == 0) continue;
        for (uint32_t t = e.danger[c]; t < e.dangerEnd[c]; ++t)
            grad[dt[t].index] += scale * slopes.danger[c] * dt[t].coef;
    }
}

std::vector<uint8_t> pairStartBytes() {
    std::vector<bool> starts = pairStarts();
    return std::vector<uint8_t>(starts.begin(), starts.end());
}

} // namespace

void TuneSet::add(const EvalTrace& trace, double result) {
    Entry e;
    e.result = float(result);
    e.phase = uint8_t(trace.phase);
    for (int c = 0; c < 2; ++c) {
        e.scale[c] = uint8_t(trace.scale[c]);
        e.mopUp[c] = int16_t(trace.mopUp[c]);
        e.dangerActive[c] = trace.dangerActive[c];
    }
    e.terms = uint32_t(terms_.size());
    terms_.insert(terms_.end(), trace.terms.begin(), trace.terms.end());
    e.termsEnd = uint32_t(terms_.size());
    for (int c = 0; c < 2; ++c) {
        e.danger[c] = uint32_t(danger_.size());
        danger_.insert(danger_.end(), trace.danger[c].begin(), trace.danger[c].end());
        e.dangerEnd[c] = uint32_t(danger_.size());
    }
    entries_.push_back(e);
}

LoadReport loadTuneSet(std::istream& in, TuneSet& set, const EvalParams& params, long limit) {
    LoadReport report;
    Evaluator evaluator(params);
    EvalTrace trace;
    std::string line;
    while ((limit <= 0 || report.positions < limit) && std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const size_t semi = line.find(';');
        double result = 0;
        auto pos = semi == std::string::npos ? Position::fromFen("")
                                             : Position::fromFen(line.substr(0, semi));
        if (!pos || pos->inCheck() || !parseResult(line.substr(semi + 1), result)) {
            ++report.skipped;
            continue;
        }
        evaluator.evaluate(*pos, trace);
        set.add(trace, result);
        ++report.positions;
    }
    return report;
}

std::vector<double> toWeights(const EvalParams& params) {
    const int* ints = paramInts(params);
    return std::vector<double>(ints, ints + kEvalParamCount);
}

EvalParams fromWeights(const std::vector<double>& weights, const EvalParams& base) {
    EvalParams out = base;
    const std::vector<bool> tuned = tunedInts();
    int* ints = paramInts(out);
    for (int i = 0; i < kEvalParamCount; ++i)
        if (tuned[i]) ints[i] = int(std::lround(weights[i]));
    return out;
}

double traceValue(const TuneSet& set, size_t i, const std::vector<double>& weights) {
    const std::vector<uint8_t> starts = pairStartBytes();
    Slopes slopes;
    return evaluateEntry(set, set.entry(i), weights.data(), starts.data(), dangerShape(weights),
                         slopes);
}

double meanError(const TuneSet& set, const std::vector<double>& weights, double k) {
    if (set.size() == 0) return 0;
    const std::vector<uint8_t> starts = pairStartBytes();
    const DangerShape shape = dangerShape(weights);
    double sum = 0;
    for (size_t i = 0; i < set.size(); ++i) {
        const TuneSet::Entry& e = set.entry(i);
        Slopes slopes;
        double v = evaluateEntry(set, e, weights.data(), starts.data(), shape, slopes);
        double d = e.result - sigmoid(k * v);
        sum += d * d;
    }
    return sum / double(set.size());
}

double fitK(const TuneSet& set, const std::vector<double>& weights) {
    // Golden-section search on log k: the error is smooth and has one minimum in this range.
    double lo = std::log(1e-4), hi = std::log(0.05);
    const double g = (std::sqrt(5.0) - 1) / 2;
    double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    double fa = meanError(set, weights, std::exp(a)), fb = meanError(set, weights, std::exp(b));
    for (int i = 0; i < 40; ++i) {
        if (fa < fb) {
            hi = b, b = a, fb = fa;
            a = hi - g * (hi - lo);
            fa = meanError(set, weights, std::exp(a));
        } else {
            lo = a, a = b, fa = fb;
            b = lo + g * (hi - lo);
            fb = meanError(set, weights, std::exp(b));
        }
    }
    return std::exp((lo + hi) / 2);
}

std::vector<double> tuneWeights(const TuneSet& set, const std::vector<double>& start, double k,
                                const TuneOptions& options) {
    std::vector<double> w = start;
    std::vector<bool> tuned = tunedInts();
    for (size_t i = 0; i < options.frozen.size() && i < tuned.size(); ++i)
        if (options.frozen[i]) tuned[i] = false;
    const std::vector<uint8_t> starts = pairStartBytes();
    const DangerShape shape = dangerShape(w);
    std::vector<double> grad(w.size()), m(w.size(), 0), v(w.size(), 0);
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    const double n = double(std::max<size_t>(set.size(), 1));
    for (int it = 1; it <= options.iterations; ++it) {
        std::fill(grad.begin(), grad.end(), 0);
        double error = 0;
        for (size_t i = 0; i < set.size(); ++i) {
            const TuneSet::Entry& e = set.entry(i);
            Slopes slopes;
            double value = evaluateEntry(set, e, w.data(), starts.data(), shape, slopes);
            double s = sigmoid(k * value), d = e.result - s;
            error += d * d;
            // Times d(error)/d(value) for this position.
            addGradient(set, e, starts.data(), slopes, -2 * d * s * (1 - s) * k / n, grad.data());
        }
        const double c1 = 1 - std::pow(beta1, it), c2 = 1 - std::pow(beta2, it);
        for (size_t i = 0; i < w.size(); ++i) {
            if (!tuned[i] || grad[i] == 0) continue;
            m[i] = beta1 * m[i] + (1 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1 - beta2) * grad[i] * grad[i];
            w[i] -= options.rate * (m[i] / c1) / (std::sqrt(v[i] / c2) + eps);
        }
        if (options.onProgress &&
            (it % std::max(1, options.reportEvery) == 0 || it == options.iterations))
            options.onProgress(it, error / n);
    }
    return w;
}

} // namespace chess960::engine::tune
