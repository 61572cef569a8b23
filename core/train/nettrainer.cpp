#include "nettrainer.h"

#include "chess960/engine/nnue.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <numbers>
#include <thread>

namespace chess960::engine::tune {

namespace {

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

// One thread's share of a batch: a dense gradient, and which first-layer rows it touched so
// that only those are summed and stepped.
struct Gradient {
    std::vector<float> g;
    std::vector<uint8_t> touched;
    double loss = 0;
};

void accumulate(const FloatNetwork& net, const NetDataSet& data, const uint32_t* index,
                size_t count, const NetTrainOptions& o, Gradient& out) {
    const size_t N = size_t(net.hidden());
    std::vector<float> us(N), them(N), dus(N), dthem(N);
    float* gb = &out.g[net.featureBias()];
    const double k = nnue::kOutputScale / o.winScale;
    uint16_t fu[32], ft[32];
    for (size_t i = 0; i < count; ++i) {
        const PackedPosition& p = data[index[i]];
        int bucket = 0;
        const double prob = sigmoid(k * net.forward(p, us.data(), them.data(), &bucket));
        const float* w = &net.params[net.outputWeights(bucket)];
        float* gw = &out.g[net.outputWeights(bucket)];
        const double err = prob - netTarget(p, o);
        out.loss += err * err;
        const float d = float(2 * err * prob * (1 - prob) * k); // d loss / d output
        out.g[net.outputBias(bucket)] += d;
        for (size_t j = 0; j < N; ++j) {
            const float a = std::clamp(us[j], 0.0f, 1.0f), b = std::clamp(them[j], 0.0f, 1.0f);
            gw[j] += d * a * a;
            gw[N + j] += d * b * b;
            dus[j] = us[j] > 0 && us[j] < 1 ? 2 * d * w[j] * a : 0;
            dthem[j] = them[j] > 0 && them[j] < 1 ? 2 * d * w[N + j] * b : 0;
            gb[j] += dus[j] + dthem[j];
        }
        const int n = packedFeatures(p, fu, ft, net.kingBuckets());
        for (int f = 0; f < n; ++f) {
            float* ru = &out.g[fu[f] * N];
            float* rt = &out.g[ft[f] * N];
            for (size_t j = 0; j < N; ++j) ru[j] += dus[j];
            for (size_t j = 0; j < N; ++j) rt[j] += dthem[j];
            out.touched[fu[f]] = out.touched[ft[f]] = 1;
        }
    }
}

// Runs work(t) for t = 0..threads-1, t = 0 on the calling thread.
template <class Work>
void onThreads(int threads, Work work) {
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) helpers.emplace_back(work, t);
    work(0);
    for (std::thread& h : helpers) h.join();
}

// AdamW on parameters [from, to), with the gradient g (already the batch's mean).
struct AdamW {
    std::vector<float> m, v;
    double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
    void step(std::vector<float>& p, const float* g, size_t from, size_t to, double rate,
              double decay, long t) {
        const double c1 = 1 - std::pow(beta1, double(t)), c2 = 1 - std::pow(beta2, double(t));
        for (size_t i = from; i < to; ++i) {
            m[i] = float(beta1 * m[i] + (1 - beta1) * g[i - from]);
            v[i] = float(beta2 * v[i] + (1 - beta2) * double(g[i - from]) * g[i - from]);
            const double update = (m[i] / c1) / (std::sqrt(v[i] / c2) + epsilon);
            p[i] = float(p[i] - rate * (update + decay * p[i]));
        }
    }
};

// Fisher-Yates with splitmix64, so that a seed shuffles alike everywhere.
void shuffle(std::vector<uint32_t>& order, uint64_t seed) {
    uint64_t state = seed;
    for (size_t i = order.size(); i > 1; --i) {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        std::swap(order[i - 1], order[(z ^ (z >> 31)) % i]);
    }
}

} // namespace

double netTarget(const PackedPosition& p, const NetTrainOptions& o) {
    return o.lambda * p.result / 2.0 + (1 - o.lambda) * sigmoid(p.score / o.winScale);
}

double netLoss(const FloatNetwork& net, const NetDataSet& set, const NetTrainOptions& o) {
    if (set.size() == 0) return 0;
    const int threads = std::max(1, o.threads);
    std::vector<double> sums(size_t(threads), 0.0);
    const double k = nnue::kOutputScale / o.winScale;
    onThreads(threads, [&](int t) {
        for (size_t i = size_t(t); i < set.size(); i += size_t(threads)) {
            const double err = sigmoid(k * net.forward(set[i])) - netTarget(set[i], o);
            sums[size_t(t)] += err * err;
        }
    });
    double sum = 0;
    for (double s : sums) sum += s;
    return sum / double(set.size());
}

double evaluationLoss(const NetDataSet& set, const NetTrainOptions& o,
                      const std::function<double(const Position&)>& centipawns) {
    if (set.size() == 0) return 0;
    double sum = 0;
    for (size_t i = 0; i < set.size(); ++i) {
        const double err = sigmoid(centipawns(unpack(set[i])) / o.winScale) - netTarget(set[i], o);
        sum += err * err;
    }
    return sum / double(set.size());
}

std::optional<double> quantisedLoss(const std::vector<unsigned char>& file, const NetDataSet& set,
                                    const NetTrainOptions& o) {
    QuantisedNetwork net;
    if (!net.load(file).empty()) return std::nullopt;
    return evaluationLoss(set, o, [&net](const Position& pos) { return net.centipawns(pos); });
}

double fitWinScale(const NetDataSet& set) {
    auto error = [&](double scale) {
        double sum = 0;
        for (size_t i = 0; i < set.size(); ++i) {
            const double e = sigmoid(set[i].score / scale) - set[i].result / 2.0;
            sum += e * e;
        }
        return sum;
    };
    double lo = 20, hi = 1000; // golden-section search: the error has one minimum in between
    const double r = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 40; ++i) {
        const double a = hi - r * (hi - lo), b = lo + r * (hi - lo);
        if (error(a) < error(b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

std::string trainNetwork(FloatNetwork& net, const NetDataSet& train, const NetDataSet& heldOut,
                         const NetTrainOptions& o) {
    const int threads = std::max(1, o.threads);
    const size_t P = net.params.size(), N = size_t(net.hidden()), rows = net.featureRows();
    const size_t batch = size_t(std::max(1, o.batchSize));
    const size_t dense = net.featureBias(); // parameters past the first layer's rows
    std::vector<Gradient> grads{size_t(threads)};
    for (Gradient& g : grads) g.g.assign(P, 0.0f), g.touched.assign(rows, 0);
    AdamW adam;
    adam.m.assign(P, 0.0f);
    adam.v.assign(P, 0.0f);
    std::vector<uint32_t> order(train.size());
    const long steps = long((train.size() + batch - 1) / batch) * o.epochs;
    long step = 0;
    double rate = o.rate;
    std::vector<float> sum(std::max(N, P - dense));
    for (int epoch = 1; epoch <= o.epochs; ++epoch) {
        const auto start = std::chrono::steady_clock::now();
        for (size_t i = 0; i < order.size(); ++i) order[i] = uint32_t(i);
        shuffle(order, o.seed * 1000003 + uint64_t(epoch));
        double epochLoss = 0;
        for (size_t from = 0; from < order.size(); from += batch) {
            const size_t count = std::min(batch, order.size() - from);
            onThreads(threads, [&](int t) {
                const size_t a = count * size_t(t) / size_t(threads);
                const size_t b = count * size_t(t + 1) / size_t(threads);
                accumulate(net, train, &order[from + a], b - a, o, grads[size_t(t)]);
            });
            ++step;
            const double progress = double(step) / double(std::max(1L, steps));
            rate = o.rate * (o.finalRate +
                             (1 - o.finalRate) * 0.5 * (1 + std::cos(std::numbers::pi * progress)));
            const float scale = 1.0f / float(count);
            // The sums in thread order: the same weights for the same seed and threads.
            auto reduce = [&](size_t at, size_t len) {
                for (size_t j = 0; j < len; ++j) {
                    float s = 0;
                    for (Gradient& g : grads) s += g.g[at + j], g.g[at + j] = 0;
                    sum[j] = s * scale;
                }
                adam.step(net.params, sum.data(), at, at + len, rate, o.weightDecay, step);
            };
            for (size_t f = 0; f < rows; ++f) {
                bool touched = false;
                for (Gradient& g : grads) touched |= g.touched[f], g.touched[f] = 0;
                if (touched) reduce(f * N, N);
            }
            reduce(dense, P - dense);
            net.clip();
            for (Gradient& g : grads) epochLoss += g.loss, g.loss = 0;
        }
        EpochReport r;
        r.epoch = epoch;
        r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        r.trainLoss = epochLoss / double(std::max<size_t>(1, train.size()));
        r.positionsPerSecond = double(train.size()) / std::max(1e-9, r.seconds);
        r.rate = rate;
        r.heldOutLoss = netLoss(net, heldOut, o);
        if (!o.checkpointDir.empty()) {
            std::error_code ignored;
            std::filesystem::create_directories(o.checkpointDir, ignored);
            const std::string path = o.checkpointDir + "/epoch-" + std::to_string(epoch) + ".ckpt";
            if (!writeBytes(path, net.checkpoint())) return "cannot write " + path;
        }
        if (o.onEpoch) o.onEpoch(r);
    }
    return {};
}

} // namespace chess960::engine::tune
