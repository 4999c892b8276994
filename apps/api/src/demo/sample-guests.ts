import type { CreateBookingBody } from "@reservation-api/contract";

/** Who books in the sample data: the guest fields of a create body. Made-up people, example.com addresses. */
export type SampleGuest = Pick<CreateBookingBody, "customerName" | "email" | "phone" | "notes" | "occasionType" | "occasionNote">;

/** Enough different guests that no two sample bookings look like a duplicate of each other. */
export const SAMPLE_GUESTS: readonly SampleGuest[] = [
  { customerName: "Amelia Hart", email: "amelia.hart@example.com" },
  { customerName: "Oliver Bennett", phone: "+44 20 7946 0011", notes: "Window table if possible" },
  { customerName: "Sofia Rossi", email: "sofia.rossi@example.com", occasionType: "birthday", occasionNote: "Her 30th" },
  { customerName: "Kwame Mensah", email: "kwame.mensah@example.com", phone: "+44 20 7946 0012" },
  { customerName: "Hannah Schmidt", email: "hannah.schmidt@example.com", notes: "One guest is vegan" },
  { customerName: "Liam O'Connor", phone: "+44 20 7946 0013", occasionType: "anniversary" },
  { customerName: "Priya Patel", email: "priya.patel@example.com", occasionType: "business" },
  { customerName: "Lucas Martin", email: "lucas.martin@example.com" },
  { customerName: "Yuki Tanaka", email: "yuki.tanaka@example.com", notes: "High chair for a toddler", occasionType: "family" },
  { customerName: "Chloé Dubois", phone: "+44 20 7946 0014" },
  { customerName: "Mateo García", email: "mateo.garcia@example.com", occasionType: "date_night" },
  { customerName: "Grace Okafor", email: "grace.okafor@example.com", phone: "+44 20 7946 0015" },
  { customerName: "Noah Fischer", email: "noah.fischer@example.com", notes: "Nut allergy" },
  { customerName: "Isla Campbell", phone: "+44 20 7946 0016", occasionType: "celebration", occasionNote: "Promotion" },
  { customerName: "Arjun Singh", email: "arjun.singh@example.com" },
  { customerName: "Emma Johansson", email: "emma.johansson@example.com", occasionType: "birthday" },
  { customerName: "Daniel Cohen", email: "daniel.cohen@example.com", notes: "Arriving by wheelchair" },
  { customerName: "Zara Ahmed", phone: "+44 20 7946 0017" },
  { customerName: "Thomas Wright", email: "thomas.wright@example.com", occasionType: "business" },
  { customerName: "Mia Kowalski", email: "mia.kowalski@example.com" },
  { customerName: "Ethan Brown", email: "ethan.brown@example.com", phone: "+44 20 7946 0018", occasionType: "family" },
  { customerName: "Leila Haddad", email: "leila.haddad@example.com", notes: "Quiet corner, please" },
  { customerName: "Jack Murphy", phone: "+44 20 7946 0019" },
  { customerName: "Ana Silva", email: "ana.silva@example.com", occasionType: "anniversary", occasionNote: "Ten years" },
];
