// EnginesDialog's engine runs: the handshake that adds an engine and the test search.
#include "enginesdialog.h"

#include "chess960/notation.h"
#include "engines/engineoptionsform.h"
#include "engines/uciengine.h"

#include <QFileInfo>
#include <QPushButton>
#include <QRandomGenerator>

namespace chess960::ui {

namespace {

QString scoreText(const UciScore& s) {
    if (s.kind == UciScore::Kind::Mate) return EnginesDialog::tr("mate in %1").arg(s.value);
    return QString::asprintf("%+.2f", s.value / 100.0);
}

} // namespace

UciEngine* EnginesDialog::newProbe() {
    if (probe_) {
        probe_->disconnect(this);
        probe_->close();
        connect(probe_, &UciEngine::closed, probe_, &QObject::deleteLater);
    }
    probe_ = new UciEngine(this);
    UciEngine::Timeouts t;
    t.handshakeMs = t.readyMs = handshakeMs_;
    probe_->setTimeouts(t);
    connect(probe_, &UciEngine::failed, this, &EnginesDialog::probeFailed);
    return probe_;
}

void EnginesDialog::addEngine(const QString& path) {
    UciEngine* engine = newProbe();
    connect(engine, &UciEngine::ready, this, [this, path](const UciEngineInfo& info) {
        const EngineConfig added = EngineStore::add(EngineConfig::fromHandshake(path, info));
        reload(added.id);
        endProbe(true,
                 added.author.isEmpty() ? tr("Added %1.").arg(added.name)
                                        : tr("Added %1 by %2.").arg(added.name, added.author),
                 added.id);
    });
    setStatus(tr("Reading %1...").arg(path));
    engine->start(path);
}

void EnginesDialog::testSelected() {
    const auto c = EngineStore::find(selectedId());
    if (!c) return;
    UciEngine* engine = newProbe();
    engine->setDisplayName(c->name);
    engine->setOptionValues(c->values);
    auto last = std::make_shared<UciInfo>();
    connect(engine, &UciEngine::ready, this, [this, engine](const UciEngineInfo& info) {
        // A Chess960 position the engine has not seen before; SP 518 for one without 960.
        const int sp = info.chess960 ? int(QRandomGenerator::global()->bounded(960)) : 518;
        const Position root = Position::startPosition(sp);
        engine->setProperty("sp", sp);
        options_->setButtonsEnabled(true);
        UciGoLimits limits;
        limits.movetimeMs = searchMs_;
        engine->newGame();
        engine->go(root, {}, limits);
        setStatus(tr("%1 is thinking about start position %2...").arg(info.name).arg(sp), testing_);
    });
    connect(engine, &UciEngine::infoReceived, this, [last](const UciEngineInfoLine& line) {
        if (line.info.depth) *last = line.info;
    });
    connect(engine, &UciEngine::bestMove, this, [this, engine, c, last](Move move) {
        const int sp = engine->property("sp").toInt();
        const Position root = Position::startPosition(sp);
        const QString san = QString::fromStdString(moveToSan(root, move));
        QString text =
            tr("%1 works: from start position %2 it plays %3.").arg(c->name).arg(sp).arg(san);
        if (last->depth && last->score.kind != UciScore::Kind::None)
            text +=
                QLatin1Char(' ') +
                tr("Depth %1, score %2 for White.").arg(*last->depth).arg(scoreText(last->score));
        endProbe(true, text, c->id);
    });
    setStatus(tr("Starting %1...").arg(c->name), c->id);
    testing_ = c->id;
    engine->start(c->path);
}

void EnginesDialog::probeFailed(UciFault, const QString& message) {
    endProbe(false, message, testing_);
}

void EnginesDialog::endProbe(bool ok, const QString& status, const QString& about) {
    setStatus(status, about);
    testing_.clear();
    options_->setButtonsEnabled(false);
    if (probe_) {
        UciEngine* done = probe_;
        probe_ = nullptr;
        done->disconnect(this);
        if (done->state() == UciEngine::State::Failed || done->state() == UciEngine::State::Off) {
            done->deleteLater();
        } else {
            connect(done, &UciEngine::closed, done, &QObject::deleteLater);
            done->close();
        }
    }
    emit probeFinished(ok);
}

} // namespace chess960::ui
