// src/locales/pt/accommodation.json
var documentTitle = "Alojamento | CAAWG11";
var documentDescription = "Alojamento perto do local da CAAWG11 em Kampala: os quartos, os preços e fotografias, e como reservar.";
var hero = {
	"title": "Alojamento para os delegados",
	"intro": "Garantimos apartamentos com um desconto especial para os delegados, a apenas 2 minutos a pé do local da conferência.",
	"details": "Todos os apartamentos estão totalmente mobilados e dispõem de ar condicionado, quartos com casa de banho privativa, televisão por satélite, secretária e internet rápida. Os hóspedes partilham uma sala de estar confortável, uma zona de refeições e uma cozinha, e cada hóspede tem o seu próprio cartão-chave.",
	"bookingLink": "Pedir uma reserva"
};
var galleryHeading = "Veja o interior";
var gallery = {
	"label": "Fotografias do apartamento",
	"previous": "Imagem anterior",
	"next": "Imagem seguinte",
	"counter": "Imagem {{position}} de {{count}}",
	"pause": "Pausar a apresentação",
	"play": "Reproduzir a apresentação",
	"scrollLeft": "Deslocar as miniaturas para a esquerda",
	"scrollRight": "Deslocar as miniaturas para a direita",
	"showImage": "Mostrar a imagem {{position}}: {{caption}}",
	"images": {
		"apartment-building": "O edifício de apartamentos dos delegados, a 2 minutos a pé do local",
		"walk-to-venue": "O caminho do jardim entre os apartamentos e o local da conferência",
		"living-room": "Sala de estar partilhada com televisão por satélite",
		"dining-area": "Zona de refeições para refeições partilhadas",
		"kitchen": "Cozinha partilhada totalmente equipada",
		"master-bedroom": "Quarto principal com casa de banho privativa",
		"twin-bedroom": "Quarto duplo com duas camas, ideal para delegados que partilham um apartamento",
		"single-deluxe-room": "Quarto individual de luxo com cama queen size",
		"en-suite-bathroom": "Casa de banho privativa com duche",
		"work-desk": "Secretária com internet rápida em todos os quartos",
		"bedroom-air-conditioning": "Quartos com ar condicionado e roupeiros embutidos",
		"balcony-view": "Vista da varanda sobre as colinas ao pôr do sol",
		"key-card-entry": "Corredor seguro; cada hóspede tem o seu próprio cartão-chave"
	}
};
var roomTour = {
	"title": "Visita ao apartamento",
	"captionTitle": "Visita ao apartamento:",
	"description": "Uma breve visita a um apartamento: sala de estar, zona de refeições, cozinha, quarto, casa de banho e varanda."
};
var amenities = {
	"heading": "Comodidades de qualidade",
	"items": [
		"Apartamentos totalmente mobilados",
		"Ar condicionado em todas as divisões",
		"Casa de banho privativa em todos os quartos",
		"Televisão por satélite",
		"Secretária em todos os quartos",
		"Internet rápida",
		"Sala de estar, zona de refeições e cozinha partilhadas",
		"Cartão-chave próprio para cada hóspede",
		"A 2 minutos a pé do local da conferência"
	]
};
var options = {
	"heading": "Opções de alojamento",
	"price": "{{price, currency(currency: USD)}}",
	"perNight": " por noite",
	"threeBedroom": {
		"name": "Apartamento de 3 quartos",
		"text": "Três quartos com casa de banho privativa em torno de uma sala de estar, zona de refeições e cozinha partilhadas.",
		"sleeps": "Até 3 hóspedes, cada um com quarto próprio"
	},
	"twoBedroom": {
		"name": "Apartamento de 2 quartos",
		"text": "Dois quartos com casa de banho privativa, com sala de estar, zona de refeições e cozinha partilhadas.",
		"sleeps": "Até 2 hóspedes, cada um com quarto próprio"
	},
	"singleDeluxe": {
		"name": "Quarto individual de luxo",
		"text": "Um quarto de luxo com casa de banho privativa e secretária, para os delegados que preferem ficar sozinhos.",
		"sleeps": "1 hóspede"
	}
};
var process = {
	"heading": "Processo de reserva",
	"step": "Passo {{number}}: ",
	"steps": [
		{
			"title": "Envie o seu pedido",
			"text": "Preencha o formulário de reserva abaixo com as suas datas e preferências."
		},
		{
			"title": "Confirmação no prazo de 48 horas",
			"text": "A nossa equipa de logística confirma a disponibilidade e envia-lhe as instruções de pagamento."
		},
		{
			"title": "Pague e está tudo pronto",
			"text": "Efetue o pagamento para garantir o seu quarto; o seu cartão-chave estará à sua espera à chegada."
		}
	]
};
var dates = {
	"heading": "Datas importantes",
	"earlyBooking": {
		"title": "Prazo para reserva antecipada",
		"text": "{{date, datetime(timeZone: UTC; day: numeric; month: long; year: numeric)}}. Os cancelamentos após esta data poderão implicar o pagamento de uma noite."
	},
	"checkIn": {
		"title": "Check-in",
		"text": "A partir das 8h00."
	},
	"checkOut": {
		"title": "Check-out",
		"text": "Até às 12h00."
	},
	"lateArrivals": {
		"title": "Chegadas tardias",
		"text": "Vai chegar depois das 20h00? Informe a equipa de logística com antecedência."
	}
};
var formHeading = "Pedido de reserva";
var alternative = {
	"heading": "Outras opções de alojamento",
	"text": "Pode também tratar da sua própria estadia perto do local. Reserve com antecedência: a cidade anfitriã enche rapidamente durante a conferência."
};
var moreInfo = {
	"heading": "Precisa de mais informações?",
	"text": "A nossa equipa de logística pode ajudar com o alojamento, os transferes do aeroporto e as deslocações."
};
var accommodation_default = {
	documentTitle,
	documentDescription,
	hero,
	galleryHeading,
	gallery,
	roomTour,
	amenities,
	options,
	process,
	dates,
	formHeading,
	alternative,
	moreInfo
};
export { documentDescription as a, gallery as c, moreInfo as d, options as f, dates as i, galleryHeading as l, roomTour as m, alternative as n, documentTitle as o, process as p, amenities as r, formHeading as s, accommodation_default as t, hero as u };
